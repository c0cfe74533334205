import { createHash } from 'node:crypto';
import type { QuestionKind, QuizOptionView, QuizQuestionView } from '@site/contracts';

/** A question row as stored, answer and explanation included. Only this module and scoring read it. */
export interface StoredQuestion {
  id: number;
  kind: string;
  prompt: string;
  figure: string | null;
  options: unknown;
  answer: unknown;
  explanation: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The options of a stored question, reduced to what a quiz taker may see. */
export function optionsOf(question: Pick<StoredQuestion, 'options'>): QuizOptionView[] {
  if (!Array.isArray(question.options)) return [];
  return question.options.filter(isRecord).map((option) => ({
    id: String(option.id),
    text: typeof option.text === 'string' ? option.text : String(option.text ?? ''),
    svg: typeof option.svg === 'string' ? option.svg : null,
  }));
}

/** A numeric answer's unit ("minutes"), which the taker needs to see; null otherwise. */
function unitOf(question: StoredQuestion): string | null {
  if (question.kind !== 'numeric' || !isRecord(question.answer)) return null;
  return typeof question.answer.unit === 'string' ? question.answer.unit : null;
}

/**
 * A fixed shuffle of an ordering question's options, seeded by the question id so every visit
 * sees the same order, and never the correct order (that would give the answer away).
 */
export function shuffledForOrdering(questionId: number, options: QuizOptionView[], correct: unknown): QuizOptionView[] {
  const keyed = options.map((option) => ({
    option,
    key: createHash('sha256').update(`${questionId}:${option.id}`).digest('hex'),
  }));
  const shuffled = keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map(({ option }) => option);
  const isCorrect = (list: QuizOptionView[]) =>
    Array.isArray(correct) && list.length === correct.length && list.every((option, i) => option.id === correct[i]);
  // Rotating a list of distinct items by one always changes it, so this cannot land on the answer again
  // unless there is a single option (then there is nothing to hide).
  return isCorrect(shuffled) && shuffled.length > 1 ? [...shuffled.slice(1), shuffled[0]] : shuffled;
}

/** A question as served before submission: no answer, no correct flags, no explanation. */
export function toQuestionView(question: StoredQuestion): QuizQuestionView {
  const options = optionsOf(question);
  return {
    id: Number(question.id),
    kind: question.kind as QuestionKind,
    prompt: question.prompt,
    figure: question.figure,
    options: question.kind === 'ordering' ? shuffledForOrdering(question.id, options, question.answer) : options,
    unit: unitOf(question),
  };
}
