import { useId } from 'react';
import { QUESTION_EXPLANATION_MAX, QUESTION_KINDS, QUESTION_PROMPT_MAX, type QuestionKind } from '@site/contracts';
import { Button, TextAreaField } from '@site/ui';
import { ChoiceOptions } from './ChoiceOptions';
import { NumericAnswer } from './NumericAnswer';
import { OrderingItems } from './OrderingItems';
import { KIND_LABELS, type DraftQuestion } from './quiz-draft';
import { TrueFalseAnswer } from './TrueFalseAnswer';

interface QuestionEditorProps {
  question: DraftQuestion;
  index: number;
  count: number;
  onChange: (question: DraftQuestion) => void;
  onMove: (step: number) => void;
  onRemove: () => void;
}

/** One question: its kind, prompt, the answer editor of its kind, and its explanation. */
export function QuestionEditor({ question, index, count, onChange, onMove, onRemove }: QuestionEditorProps) {
  const kindId = useId();
  const n = index + 1;
  const setKind = (kind: QuestionKind) =>
    // A single choice keeps at most one of the marks a multiple choice had.
    onChange({ ...question, kind, correct: kind === 'single' ? question.correct.slice(0, 1) : question.correct });

  return (
    <fieldset className="quiz-question">
      <legend className="quiz-question__legend">Question {n}</legend>
      <div className="quiz-question__kind">
        <label htmlFor={kindId}>Kind</label>
        <select id={kindId} value={question.kind} onChange={(event) => setKind(event.target.value as QuestionKind)}>
          {QUESTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <TextAreaField
        label="Prompt"
        hint="Markdown."
        rows={3}
        maxLength={QUESTION_PROMPT_MAX}
        value={question.prompt}
        onChange={(event) => onChange({ ...question, prompt: event.target.value })}
      />
      {question.figure ? <p className="quiz-question__note">This question has a drawing, kept as it is.</p> : null}
      {question.kind === 'single' || question.kind === 'multiple' ? (
        <ChoiceOptions question={question} onChange={onChange} />
      ) : question.kind === 'ordering' ? (
        <OrderingItems question={question} onChange={onChange} />
      ) : question.kind === 'true-false' ? (
        <TrueFalseAnswer question={question} onChange={onChange} />
      ) : (
        <NumericAnswer question={question} onChange={onChange} />
      )}
      <TextAreaField
        label="Explanation"
        hint="Shown with the correct answer once the quiz is submitted. Markdown."
        rows={3}
        maxLength={QUESTION_EXPLANATION_MAX}
        value={question.explanation}
        onChange={(event) => onChange({ ...question, explanation: event.target.value })}
      />
      <div className="quiz-question__actions">
        <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => onMove(-1)}>
          Move question {n} up
        </Button>
        <Button variant="ghost" size="sm" disabled={index === count - 1} onClick={() => onMove(1)}>
          Move question {n} down
        </Button>
        <Button variant="danger" size="sm" onClick={onRemove}>
          Remove question {n}
        </Button>
      </div>
    </fieldset>
  );
}
