import type { StoredQuestion } from '../quizzes/quiz-view.js';
import { scoreAttempt } from './scoring.js';

const question = (id: number, kind: string, answer: unknown, options: unknown = null): StoredQuestion => ({
  id,
  kind,
  prompt: `Question ${id}`,
  figure: null,
  options,
  answer,
  explanation: `Explanation ${id}`,
});

const questions = [
  question(1, 'true-false', true),
  question(2, 'numeric', { value: 10, tolerance: 0.5 }),
  question(3, 'single', 'a', [{ id: 'a' }, { id: 'b' }]),
  question(4, 'numeric', { value: 3, tolerance: 0 }),
  question(5, 'true-false', false),
];
const startedAt = new Date('2025-01-01T10:00:00Z');
const timing = { attemptId: 9, startedAt, deadline: null, submittedAt: new Date('2025-01-01T10:01:30.400Z') };
const quiz = { slug: 'tiny', category: 'quiz', passPercent: 60, norms: null };

describe('scoreAttempt', () => {
  it('gives one point per correct answer and reviews every question in order', () => {
    const result = scoreAttempt(quiz, questions, { '1': true, '2': 10.5, '3': 'b' }, timing);
    expect(result).toMatchObject({
      attemptId: 9,
      score: 2,
      maxScore: 5,
      percent: 40,
      passed: false,
      durationSeconds: 90,
    });
    expect(result.review.map((item) => item.questionId)).toEqual([1, 2, 3, 4, 5]);
    expect(result.review[1]).toEqual({
      questionId: 2,
      kind: 'numeric',
      prompt: 'Question 2',
      yourAnswer: 10.5,
      correctAnswer: 10,
      tolerance: 0.5,
      correct: true,
      explanation: 'Explanation 2',
    });
    expect(result.review[3]).toMatchObject({ yourAnswer: null, correct: false });
    expect(result).not.toHaveProperty('percentile');
  });

  it('passes at the pass mark exactly', () => {
    expect(scoreAttempt(quiz, questions, { '1': true, '2': 10, '3': 'a' }, timing).passed).toBe(true);
  });

  it('stops the clock at the deadline', () => {
    const late = { ...timing, deadline: new Date('2025-01-01T10:01:00Z') };
    expect(scoreAttempt(quiz, questions, {}, late).durationSeconds).toBe(60);
  });

  it('places an IQ test score on its norms', () => {
    const iq = {
      ...quiz,
      category: 'iq-numerical',
      norms: { statement: 'Not a clinical IQ assessment.', mean: 3, sd: 1, bands: [{ min: 0, max: 5, label: 'All' }] },
    };
    const result = scoreAttempt(iq, questions, { '1': true, '2': 10, '3': 'a' }, timing);
    expect(result).toMatchObject({
      score: 3,
      percentile: 50,
      band: 'All',
      normStatement: 'Not a clinical IQ assessment.',
    });
  });
});
