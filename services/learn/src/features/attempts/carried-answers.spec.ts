import { carriedAnswers } from './carried-answers.js';

const options = [
  { id: 'a', text: 'A' },
  { id: 'b', text: 'B' },
];
const question = (id: number, key: string, fields: Record<string, unknown>) => ({
  id,
  key,
  prompt: key,
  figure: null,
  explanation: null,
  kind: 'single',
  options,
  answer: 'a',
  ...fields,
});

describe('carriedAnswers', () => {
  it('moves each answer to the question with the same key in the new version, if it still fits', () => {
    const from = [
      question(1, 'kept', {}),
      question(2, 'shrunk', {}),
      question(3, 'removed', { kind: 'true-false', options: null, answer: true }),
      question(4, 'unanswered', {}),
    ];
    const to = [
      question(11, 'kept', {}),
      question(12, 'shrunk', { options: [options[0]] }),
      question(14, 'unanswered', {}),
      question(15, 'new', {}),
    ];
    expect(carriedAnswers({ 1: 'b', 2: 'b', 3: false }, from, to)).toEqual({ 11: 'b' });
  });
});
