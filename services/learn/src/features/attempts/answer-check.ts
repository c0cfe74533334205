import { optionsOf, type StoredQuestion } from '../quizzes/quiz-view.js';

type Question = Pick<StoredQuestion, 'kind' | 'options' | 'answer'>;

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Why an answer does not fit its question's kind, or null when it does:
 * single → an option id; multiple → a non-empty list of distinct option ids; true-false → a boolean;
 * numeric → a finite number; ordering → every option id exactly once.
 */
export function answerProblem(question: Question, answer: unknown): string | null {
  const ids = optionsOf(question).map((option) => option.id);
  switch (question.kind) {
    case 'single':
      if (typeof answer !== 'string') return 'This question takes one option id (text).';
      return ids.includes(answer) ? null : `"${answer}" is not an option of this question.`;
    case 'multiple': {
      if (!isStringArray(answer) || answer.length === 0) return 'This question takes a non-empty list of option ids.';
      if (new Set(answer).size !== answer.length) return 'Each option may be chosen only once.';
      const unknown = answer.find((id) => !ids.includes(id));
      return unknown === undefined ? null : `"${unknown}" is not an option of this question.`;
    }
    case 'true-false':
      return typeof answer === 'boolean' ? null : 'This question takes true or false.';
    case 'numeric':
      return typeof answer === 'number' && Number.isFinite(answer) ? null : 'This question takes a number.';
    case 'ordering': {
      const complete =
        isStringArray(answer) &&
        answer.length === ids.length &&
        new Set(answer).size === ids.length &&
        answer.every((id) => ids.includes(id));
      return complete ? null : 'This question takes every option id exactly once, in your order.';
    }
    default:
      return 'This question cannot be answered.';
  }
}

interface NumericAnswer {
  value: number;
  tolerance: number;
}

function numericAnswer(stored: unknown): NumericAnswer | null {
  if (typeof stored === 'number') return { value: stored, tolerance: 0 };
  if (typeof stored !== 'object' || stored === null) return null;
  const { value, tolerance } = stored as Record<string, unknown>;
  if (typeof value !== 'number') return null;
  return { value, tolerance: typeof tolerance === 'number' && tolerance > 0 ? tolerance : 0 };
}

/**
 * |answer − value| ≤ tolerance, inclusive at the edge. Decimal inputs are not exact in binary
 * (0.376 − 0.375 is a hair above 0.001), so a few units in the last place are forgiven.
 */
export function withinTolerance(answer: number, value: number, tolerance: number): boolean {
  const slack = 8 * Number.EPSILON * Math.max(1, Math.abs(answer), Math.abs(value), tolerance);
  return Math.abs(answer - value) <= tolerance + slack;
}

const sameList = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => item === b[i]);

const sameSet = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) && new Set(a).size === a.length && sameList([...a].sort(), [...b].sort());

/** Whether a saved answer earns the question's one point; an unanswered question (undefined) never does. */
export function isCorrect(question: Question, answer: unknown): boolean {
  if (answer === undefined || answer === null) return false;
  switch (question.kind) {
    case 'single':
    case 'true-false':
      return answer === question.answer;
    case 'multiple':
      return sameSet(answer, question.answer);
    case 'ordering':
      return sameList(answer, question.answer);
    case 'numeric': {
      const expected = numericAnswer(question.answer);
      return (
        expected !== null && typeof answer === 'number' && withinTolerance(answer, expected.value, expected.tolerance)
      );
    }
    default:
      return false;
  }
}

/** The answer shown in the review after submission; numeric questions also name their tolerance. */
export function correctAnswerOf(question: Question): { correctAnswer: unknown; tolerance: number | null } {
  if (question.kind === 'numeric') {
    const expected = numericAnswer(question.answer);
    return { correctAnswer: expected?.value ?? null, tolerance: expected?.tolerance ?? 0 };
  }
  return { correctAnswer: question.answer, tolerance: null };
}
