import type { QuestionEntity } from '../quizzes/question.entity.js';
import { toAdminQuestion, toQuestionRows } from './admin-quiz-view.js';

const stored = (fields: Partial<QuestionEntity>): QuestionEntity =>
  ({
    id: 9,
    key: 'k',
    version: 1,
    position: 1,
    prompt: 'P',
    figure: null,
    explanation: null,
    ...fields,
  }) as QuestionEntity;

describe('toAdminQuestion', () => {
  it('gives every option its drawing or null and a numeric answer its unit, from either stored form', () => {
    expect(
      toAdminQuestion(
        stored({
          kind: 'single',
          options: [
            { id: 'a', text: 'A' },
            { id: 'b', text: '', svg: '<svg/>' },
          ],
          answer: 'a',
        }),
      ),
    ).toMatchObject({
      options: [
        { id: 'a', text: 'A', svg: null },
        { id: 'b', text: '', svg: '<svg/>' },
      ],
      answer: 'a',
    });
    expect(toAdminQuestion(stored({ kind: 'numeric', options: null, answer: 24 }))).toMatchObject({
      options: [],
      answer: { value: 24, tolerance: 0, unit: null },
    });
    expect(
      toAdminQuestion(stored({ kind: 'numeric', options: null, answer: { value: 5, tolerance: 1, unit: 'min' } }))
        .answer,
    ).toEqual({ value: 5, tolerance: 1, unit: 'min' });
  });
});

describe('toQuestionRows', () => {
  it('keeps the keys it was sent, gives new questions fresh ones, and drops options a kind has no use for', () => {
    const option = { id: 'a', text: 'A', svg: null };
    const rows = toQuestionRows([
      { key: 'kept', kind: 'true-false', prompt: 'T?', options: [option], answer: true, explanation: '  ' },
      { kind: 'single', prompt: 'S?', options: [option], answer: 'a', explanation: 'Because.' },
      { kind: 'single', prompt: 'S2?', options: [option], answer: 'a' },
    ]);
    expect(rows[0]).toEqual({
      key: 'kept',
      kind: 'true-false',
      prompt: 'T?',
      figure: null,
      options: null,
      answer: true,
      explanation: null,
    });
    expect(rows[1]).toMatchObject({ options: [option], explanation: 'Because.' });
    expect(rows[1].key).toMatch(/^q-[0-9a-f]{8}$/);
    expect(rows[2].key).not.toBe(rows[1].key);
  });
});
