import { Button, TextField } from '@site/ui';
import { nextOptionId, type DraftQuestion } from './quiz-draft';

interface ChoiceOptionsProps {
  question: DraftQuestion;
  onChange: (question: DraftQuestion) => void;
}

/** The options of a single or multiple choice question, each with its "correct" mark. */
export function ChoiceOptions({ question, onChange }: ChoiceOptionsProps) {
  const single = question.kind === 'single';
  const mark = (id: string, checked: boolean) => {
    const others = question.correct.filter((correct) => correct !== id);
    onChange({ ...question, correct: single ? [id] : checked ? [...others, id] : others });
  };
  const setText = (id: string, text: string) =>
    onChange({
      ...question,
      options: question.options.map((option) => (option.id === id ? { ...option, text } : option)),
    });
  const remove = (id: string) =>
    onChange({
      ...question,
      options: question.options.filter((option) => option.id !== id),
      correct: question.correct.filter((correct) => correct !== id),
    });
  const add = () =>
    onChange({
      ...question,
      options: [...question.options, { id: nextOptionId(question.options), text: '', svg: null }],
    });

  return (
    <fieldset className="quiz-answer">
      <legend>{single ? 'Options: mark the one correct answer' : 'Options: mark every correct answer'}</legend>
      <ol className="quiz-answer__list">
        {question.options.map((option, index) => (
          <li key={option.id} className="quiz-answer__option">
            <label className="quiz-answer__mark">
              <input
                type={single ? 'radio' : 'checkbox'}
                name={`correct-${question.uid}`}
                checked={question.correct.includes(option.id)}
                onChange={(event) => mark(option.id, event.target.checked)}
              />
              Option {index + 1} is correct
            </label>
            <TextField
              label={`Option ${index + 1}`}
              hint={option.svg ? 'This option has a drawing, kept as it is.' : undefined}
              value={option.text}
              onChange={(event) => setText(option.id, event.target.value)}
            />
            <Button variant="ghost" size="sm" onClick={() => remove(option.id)}>
              Remove option {index + 1}
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="secondary" size="sm" onClick={add}>
        Add option
      </Button>
    </fieldset>
  );
}
