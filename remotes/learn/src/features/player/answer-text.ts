import type { QuizQuestionView } from '@site/contracts';

type QuestionShape = Pick<QuizQuestionView, 'kind' | 'options' | 'unit'>;

const optionText = (question: QuestionShape, id: unknown) =>
  question.options.find((option) => option.id === id)?.text ?? String(id);

/** Whether a saved answer counts as given. */
export const isAnswered = (answer: unknown) =>
  answer !== undefined && answer !== null && !(Array.isArray(answer) && answer.length === 0);

/** An answer in words, for the review: option texts, True/False, a number with its unit, an order. */
export function answerText(question: QuestionShape, answer: unknown, tolerance?: number | null): string {
  if (!isAnswered(answer)) return 'No answer';
  switch (question.kind) {
    case 'single':
      return optionText(question, answer);
    case 'multiple':
      return (Array.isArray(answer) ? answer : [answer]).map((id) => optionText(question, id)).join(', ');
    case 'true-false':
      return answer === true ? 'True' : answer === false ? 'False' : String(answer);
    case 'numeric': {
      const value = `${String(answer)}${question.unit ? ` ${question.unit}` : ''}`;
      return tolerance ? `${value} (± ${tolerance})` : value;
    }
    case 'ordering':
      return (Array.isArray(answer) ? answer : [answer]).map((id) => optionText(question, id)).join(' → ');
    default:
      return String(answer);
  }
}
