import type { AdminQuestionInput, NumericAnswer } from './admin-quiz.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The answer of a numeric question, or null when it is not one (value, tolerance ≥ 0, optional unit). */
export function numericAnswerOf(answer: unknown): NumericAnswer | null {
  if (!isRecord(answer) || !isNumber(answer.value) || !isNumber(answer.tolerance) || answer.tolerance < 0) return null;
  const unit = typeof answer.unit === 'string' && answer.unit.trim() !== '' ? answer.unit.trim() : null;
  return { value: answer.value, tolerance: answer.tolerance, unit };
}

/** What is wrong with the options of a kind that has them, or null. */
function optionsProblem(question: AdminQuestionInput, least: number, noun: string): string | null {
  const options = question.options;
  if (options.length < least) return `needs at least ${least} ${noun}s.`;
  if (options.some((option) => option.text.trim() === '' && !option.svg)) return `has an empty ${noun}.`;
  if (new Set(options.map((option) => option.id)).size !== options.length) return `has two ${noun}s with the same id.`;
  return null;
}

/** Why the answer does not fit the question's kind and options, or null. */
function kindProblem(question: AdminQuestionInput): string | null {
  const ids = question.options.map((option) => option.id);
  const answer: unknown = question.answer;
  switch (question.kind) {
    case 'single':
      return (
        optionsProblem(question, 2, 'option') ??
        (typeof answer === 'string' && ids.includes(answer) ? null : 'needs exactly one correct option.')
      );
    case 'multiple': {
      const problem = optionsProblem(question, 2, 'option');
      if (problem) return problem;
      const valid =
        isStringList(answer) &&
        answer.length > 0 &&
        new Set(answer).size === answer.length &&
        answer.every((id) => ids.includes(id));
      return valid ? null : 'needs at least one correct option.';
    }
    case 'true-false':
      if (question.options.length > 0) return 'has no options: its answer is true or false.';
      return typeof answer === 'boolean' ? null : 'needs the answer true or false.';
    case 'numeric': {
      if (question.options.length > 0) return 'has no options: its answer is a number.';
      if (!isRecord(answer) || !isNumber(answer.value)) return 'needs a number as its answer.';
      if (!isNumber(answer.tolerance) || answer.tolerance < 0) return 'needs a tolerance of zero or more.';
      return answer.unit === undefined || answer.unit === null || typeof answer.unit === 'string'
        ? null
        : 'has a unit that is not text.';
    }
    case 'ordering': {
      const problem = optionsProblem(question, 2, 'item');
      if (problem) return problem;
      const complete =
        isStringList(answer) &&
        answer.length === ids.length &&
        new Set(answer).size === ids.length &&
        answer.every((id) => ids.includes(id));
      return complete ? null : 'needs its correct order to list every item exactly once.';
    }
    default:
      return 'has a kind the quiz cannot score.';
  }
}

/**
 * Why a question cannot be saved, as a sentence naming it ("Question 2 needs exactly one correct option."),
 * or null. `index` counts from 0. The editor shows the same text the service answers with 400.
 */
export function questionProblem(question: AdminQuestionInput, index: number): string | null {
  const name = `Question ${index + 1}`;
  if (question.prompt.trim() === '') return `${name} needs a prompt.`;
  const problem = kindProblem(question);
  return problem ? `${name} ${problem}` : null;
}

/** The first problem among the questions (each, then their keys), or null. */
export function questionsProblem(questions: AdminQuestionInput[]): string | null {
  for (const [index, question] of questions.entries()) {
    const problem = questionProblem(question, index);
    if (problem) return problem;
  }
  const keys = questions.flatMap((question) => (question.key ? [question.key] : []));
  return new Set(keys).size === keys.length ? null : 'Two questions have the same key.';
}

/** Why a quiz cannot be published as it is, or null. */
export function publishProblem(questionCount: number): string | null {
  return questionCount === 0 ? 'A quiz needs at least one question before it can be published.' : null;
}
