import { ArchiveFileProblem } from './archive-file-problem.js';
import { canonicalJson, readQuizRecord } from './quiz-record.js';

const quiz = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    slug: 'ice',
    title: 'Ice',
    topics: ['Physics'],
    questions: [{ id: 'q1', kind: 'numeric', prompt: 'Melting point?', answer: 0 }],
    ...fields,
  });

describe('readQuizRecord', () => {
  it('reads a quiz file as a seed file, with its defaults and its publication time', () => {
    const { record } = readQuizRecord('quizzes/ice.json', quiz({ publishedAt: '2026-01-02T03:04:05Z' }), 'ice');
    expect(record).toMatchObject({
      slug: 'ice',
      description: '',
      category: 'quiz',
      passPercent: 60,
      course: null,
      publishedAt: '2026-01-02T03:04:05.000Z',
    });
    expect(record.questions).toEqual([
      {
        id: 'q1',
        kind: 'numeric',
        prompt: 'Melting point?',
        figure: null,
        options: null,
        answer: { value: 0, tolerance: 0 },
        explanation: null,
      },
    ]);
  });

  it.each([
    ['{', 'quizzes/ice.json: not valid JSON.'],
    [quiz({ slug: 'water' }), "quizzes/ice.json: the slug must match the file's name."],
    [quiz({ publishedAt: 'soon' }), 'quizzes/ice.json: publishedAt must be a date and time (ISO 8601) or null.'],
    [quiz({ topics: ['Astrology'] }), "quizzes/ice.json: topics must name the site's topics (Astrology is not one)"],
    [quiz({ questions: [], publishedAt: '2026-01-02T03:04:05Z' }), 'quizzes/ice.json: questions are missing'],
    [
      quiz({
        questions: [
          {
            id: 'q1',
            kind: 'single',
            prompt: 'Which?',
            options: [
              { id: 'a', text: 'A' },
              { id: 'b', text: 'B' },
            ],
            answer: 'c',
          },
        ],
      }),
      'quizzes/ice.json: Question 1 needs exactly one correct option.',
    ],
  ])('refuses %s', (text, message) => {
    expect(() => readQuizRecord('quizzes/ice.json', text, 'ice')).toThrow(new ArchiveFileProblem(message));
  });
});

it('takes a draft without questions, as the editor keeps one', () => {
  const { record, seed } = readQuizRecord('quizzes/ice.json', quiz({ questions: [] }), 'ice');
  expect(record.questions).toEqual([]);
  expect(seed.questions).toEqual([]);
  expect(record.publishedAt).toBeNull();
});

describe('canonicalJson', () => {
  it('writes object keys in order, as jsonb gives them back in any', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"e":3,"f":2}]},"b":1}',
    );
  });
});
