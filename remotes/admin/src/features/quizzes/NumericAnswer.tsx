import { NUMERIC_UNIT_MAX } from '@site/contracts';
import { TextField } from '@site/ui';
import type { DraftQuestion } from './quiz-draft';

interface NumericAnswerProps {
  question: DraftQuestion;
  onChange: (question: DraftQuestion) => void;
}

/** The value, how far off an answer may be and still count, and the unit readers see beside their answer. */
export function NumericAnswer({ question, onChange }: NumericAnswerProps) {
  const set = (field: keyof DraftQuestion['numeric'], value: string) =>
    onChange({ ...question, numeric: { ...question.numeric, [field]: value } });
  return (
    <fieldset className="quiz-answer quiz-answer--inline">
      <legend>Correct answer</legend>
      <TextField
        label="Value"
        type="number"
        step="any"
        inputMode="decimal"
        value={question.numeric.value}
        onChange={(event) => set('value', event.target.value)}
      />
      <TextField
        label="Tolerance"
        hint="Answers this far from the value, or closer, count as correct."
        type="number"
        step="any"
        min={0}
        inputMode="decimal"
        value={question.numeric.tolerance}
        onChange={(event) => set('tolerance', event.target.value)}
      />
      <TextField
        label="Unit"
        hint="Optional, e.g. minutes."
        maxLength={NUMERIC_UNIT_MAX}
        value={question.numeric.unit}
        onChange={(event) => set('unit', event.target.value)}
      />
    </fieldset>
  );
}
