import { answerProblem, correctAnswerOf, isCorrect, withinTolerance } from './answer-check.js';

const options = [
  { id: 'a', text: 'A' },
  { id: 'b', text: 'B' },
  { id: 'c', text: 'C' },
];
const single = { kind: 'single', options, answer: 'b' };
const multiple = { kind: 'multiple', options, answer: ['a', 'c'] };
const trueFalse = { kind: 'true-false', options: null, answer: false };
const numeric = { kind: 'numeric', options: null, answer: { value: 0.375, tolerance: 0.001 } };
const exact = { kind: 'numeric', options: null, answer: { value: 23, tolerance: 0 } };
const ordering = { kind: 'ordering', options, answer: ['c', 'a', 'b'] };

describe('answerProblem', () => {
  it.each([
    [single, 'a'],
    [multiple, ['c']],
    [multiple, ['c', 'a', 'b']],
    [trueFalse, true],
    [numeric, -3.5],
    [ordering, ['b', 'a', 'c']],
  ])('accepts a well-formed answer (%#)', (question, answer) => {
    expect(answerProblem(question, answer)).toBeNull();
  });

  it.each([
    ['single: a list', single, ['a']],
    ['single: an unknown option', single, 'z'],
    ['single: a number', single, 1],
    ['multiple: an empty list', multiple, []],
    ['multiple: a repeated id', multiple, ['a', 'a']],
    ['multiple: an unknown id', multiple, ['a', 'z']],
    ['multiple: a string', multiple, 'a'],
    ['true-false: a string', trueFalse, 'true'],
    ['true-false: a number', trueFalse, 1],
    ['numeric: a string', numeric, '0.375'],
    ['numeric: an object', numeric, { value: 1 }],
    ['ordering: a missing option', ordering, ['a', 'b']],
    ['ordering: a repeated option', ordering, ['a', 'a', 'b']],
    ['ordering: an unknown option', ordering, ['a', 'b', 'z']],
  ])('refuses %s', (_label, question, answer) => {
    expect(answerProblem(question, answer)).toEqual(expect.any(String));
  });
});

describe('isCorrect', () => {
  it('scores single and true-false exactly', () => {
    expect(isCorrect(single, 'b')).toBe(true);
    expect(isCorrect(single, 'a')).toBe(false);
    expect(isCorrect(trueFalse, false)).toBe(true);
    expect(isCorrect(trueFalse, true)).toBe(false);
  });

  it('scores multiple as an exact set, in any order', () => {
    expect(isCorrect(multiple, ['c', 'a'])).toBe(true);
    expect(isCorrect(multiple, ['a'])).toBe(false);
    expect(isCorrect(multiple, ['a', 'b', 'c'])).toBe(false);
  });

  it('scores ordering as the exact sequence', () => {
    expect(isCorrect(ordering, ['c', 'a', 'b'])).toBe(true);
    expect(isCorrect(ordering, ['a', 'c', 'b'])).toBe(false);
  });

  it('scores numeric within the tolerance, inclusive at both edges', () => {
    expect(isCorrect(numeric, 0.375)).toBe(true);
    expect(isCorrect(numeric, 0.376)).toBe(true);
    expect(isCorrect(numeric, 0.374)).toBe(true);
    expect(isCorrect(numeric, 0.3761)).toBe(false);
    expect(isCorrect(numeric, 0.3739)).toBe(false);
    expect(isCorrect(exact, 23)).toBe(true);
    expect(isCorrect(exact, 23.000001)).toBe(false);
  });

  it('never scores an unanswered question', () => {
    expect(isCorrect(single, undefined)).toBe(false);
    expect(isCorrect(trueFalse, null)).toBe(false);
  });
});

describe('withinTolerance', () => {
  it.each([
    [9.86, 9.81, 0.05, true],
    [9.76, 9.81, 0.05, true],
    [9.861, 9.81, 0.05, false],
    [162.5, 162, 0.5, true],
    [162.51, 162, 0.5, false],
  ])('%p against %p ± %p → %p', (answer, value, tolerance, expected) => {
    expect(withinTolerance(answer, value, tolerance)).toBe(expected);
  });
});

describe('correctAnswerOf', () => {
  it('gives the value and tolerance of a numeric question', () => {
    expect(correctAnswerOf(numeric)).toEqual({ correctAnswer: 0.375, tolerance: 0.001 });
    expect(correctAnswerOf(ordering)).toEqual({ correctAnswer: ['c', 'a', 'b'], tolerance: null });
  });
});
