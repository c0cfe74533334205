import type { DraftQuestion } from './quiz-draft';

interface TrueFalseAnswerProps {
  question: DraftQuestion;
  onChange: (question: DraftQuestion) => void;
}

export function TrueFalseAnswer({ question, onChange }: TrueFalseAnswerProps) {
  return (
    <fieldset className="quiz-answer quiz-answer--inline">
      <legend>Correct answer</legend>
      {[true, false].map((truth) => (
        <label key={String(truth)} className="quiz-answer__mark">
          <input
            type="radio"
            name={`truth-${question.uid}`}
            checked={question.truth === truth}
            onChange={() => onChange({ ...question, truth })}
          />
          {truth ? 'True' : 'False'}
        </label>
      ))}
    </fieldset>
  );
}
