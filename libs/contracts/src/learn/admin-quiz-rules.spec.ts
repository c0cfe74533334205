import type { AdminQuestionInput } from './admin-quiz.js';
import { numericAnswerOf, publishProblem, questionProblem, questionsProblem } from './admin-quiz-rules.js';

const options = (...ids: string[]) => ids.map((id) => ({ id, text: `Option ${id}`, svg: null }));
const question = (fields: Partial<AdminQuestionInput>): AdminQuestionInput => ({
  kind: 'single',
  prompt: 'Which?',
  options: options('a', 'b'),
  answer: 'a',
  ...fields,
});

describe('questionProblem', () => {
  it('accepts a question of every kind that fits its rules', () => {
    expect(questionProblem(question({}), 0)).toBeNull();
    expect(questionProblem(question({ kind: 'multiple', answer: ['a', 'b'] }), 0)).toBeNull();
    expect(questionProblem(question({ kind: 'true-false', options: [], answer: false }), 0)).toBeNull();
    const numeric = { value: 9.81, tolerance: 0.01, unit: 'm/s²' };
    expect(questionProblem(question({ kind: 'numeric', options: [], answer: numeric }), 0)).toBeNull();
    expect(questionProblem(question({ kind: 'ordering', answer: ['b', 'a'] }), 0)).toBeNull();
  });

  it('names the question and says what a single choice lacks', () => {
    expect(questionProblem(question({ answer: ['a'] }), 1)).toBe('Question 2 needs exactly one correct option.');
    expect(questionProblem(question({ answer: 'z' }), 0)).toBe('Question 1 needs exactly one correct option.');
    expect(questionProblem(question({ options: options('a') }), 0)).toBe('Question 1 needs at least 2 options.');
    expect(questionProblem(question({ prompt: '  ' }), 0)).toBe('Question 1 needs a prompt.');
  });

  it('refuses empty or repeated options and an empty multiple choice', () => {
    const blank = [...options('a'), { id: 'b', text: ' ', svg: null }];
    expect(questionProblem(question({ options: blank }), 0)).toBe('Question 1 has an empty option.');
    expect(questionProblem(question({ options: options('a', 'a') }), 0)).toBe(
      'Question 1 has two options with the same id.',
    );
    expect(questionProblem(question({ kind: 'multiple', answer: [] }), 0)).toBe(
      'Question 1 needs at least one correct option.',
    );
    expect(questionProblem(question({ kind: 'multiple', answer: ['a', 'a'] }), 0)).toBe(
      'Question 1 needs at least one correct option.',
    );
  });

  it('asks true/false for a boolean and numeric for a value with a tolerance of zero or more', () => {
    expect(questionProblem(question({ kind: 'true-false', options: [], answer: 'true' }), 0)).toBe(
      'Question 1 needs the answer true or false.',
    );
    expect(questionProblem(question({ kind: 'true-false', answer: true }), 0)).toBe(
      'Question 1 has no options: its answer is true or false.',
    );
    const numeric = (answer: unknown) => question({ kind: 'numeric', options: [], answer: answer as never });
    expect(questionProblem(numeric({ value: 'x', tolerance: 0 }), 0)).toBe('Question 1 needs a number as its answer.');
    expect(questionProblem(numeric({ value: 3, tolerance: -1 }), 0)).toBe(
      'Question 1 needs a tolerance of zero or more.',
    );
    expect(questionProblem(numeric({ value: 3 }), 0)).toBe('Question 1 needs a tolerance of zero or more.');
  });

  it('asks an ordering for at least two items, each once in the correct order', () => {
    const ordering = (fields: Partial<AdminQuestionInput>) => question({ kind: 'ordering', ...fields });
    expect(questionProblem(ordering({ options: options('a'), answer: ['a'] }), 2)).toBe(
      'Question 3 needs at least 2 items.',
    );
    expect(questionProblem(ordering({ answer: ['a'] }), 0)).toBe(
      'Question 1 needs its correct order to list every item exactly once.',
    );
    expect(questionProblem(ordering({ answer: ['a', 'a'] }), 0)).toBe(
      'Question 1 needs its correct order to list every item exactly once.',
    );
  });
});

describe('questionsProblem and publishProblem', () => {
  it('answers the first problem, then repeated keys', () => {
    expect(questionsProblem([question({}), question({ answer: 'z' })])).toBe(
      'Question 2 needs exactly one correct option.',
    );
    expect(questionsProblem([question({ key: 'k' }), question({ key: 'k' })])).toBe('Two questions have the same key.');
    expect(questionsProblem([question({ key: 'k' }), question({})])).toBeNull();
  });

  it('refuses to publish a quiz without questions', () => {
    expect(publishProblem(0)).toBe('A quiz needs at least one question before it can be published.');
    expect(publishProblem(1)).toBeNull();
  });
});

describe('numericAnswerOf', () => {
  it('reads value, tolerance and a unit, and refuses a negative tolerance', () => {
    expect(numericAnswerOf({ value: 2, tolerance: 0.5, unit: ' kg ' })).toEqual({
      value: 2,
      tolerance: 0.5,
      unit: 'kg',
    });
    expect(numericAnswerOf({ value: 2, tolerance: 0 })).toEqual({ value: 2, tolerance: 0, unit: null });
    expect(numericAnswerOf({ value: 2, tolerance: -0.5 })).toBeNull();
    expect(numericAnswerOf(2)).toBeNull();
  });
});
