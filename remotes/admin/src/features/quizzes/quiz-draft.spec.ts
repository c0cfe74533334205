import type { AdminQuiz } from '@site/contracts';
import { draftOf, moved, nextOptionId, questionInput, questionsChanged, quizInput } from './quiz-draft';

const QUIZ: AdminQuiz = {
  id: 4,
  slug: 'heat',
  title: 'Heat',
  description: '',
  coverImage: null,
  category: 'quiz',
  timeLimitSeconds: 90,
  passPercent: 50,
  courseSlug: null,
  topics: ['Physics'],
  status: 'draft',
  publishedAt: null,
  version: 1,
  attemptCount: 0,
  versionAttemptCount: 0,
  updatedAt: '2026-11-20T10:00:00.000Z',
  questions: [
    {
      id: 1,
      key: 'q-1',
      kind: 'ordering',
      prompt: 'Order',
      figure: null,
      options: [
        { id: 'a', text: 'Iron', svg: null },
        { id: 'b', text: 'Nitrogen', svg: null },
      ],
      answer: ['b', 'a'],
      explanation: null,
    },
    {
      id: 2,
      key: 'q-2',
      kind: 'numeric',
      prompt: 'Boils at?',
      figure: null,
      options: [],
      answer: { value: 100, tolerance: 0.5, unit: '°C' },
      explanation: 'At sea level.',
    },
  ],
};

test('nextOptionId takes the first free letter', () => {
  expect(
    nextOptionId([
      { id: 'a', text: '', svg: null },
      { id: 'c', text: '', svg: null },
    ]),
  ).toBe('b');
});

test('a saved quiz comes back unchanged through the draft', () => {
  const draft = draftOf(QUIZ);
  // The ordering question lists its items in the correct order.
  expect(draft.questions[0].options.map((option) => option.text)).toEqual(['Nitrogen', 'Iron']);
  expect(quizInput(draft)).toEqual({
    slug: 'heat',
    title: 'Heat',
    description: '',
    coverImage: null,
    timeLimitSeconds: 90,
    passPercent: 50,
    topics: ['Physics'],
    questions: [
      {
        key: 'q-1',
        kind: 'ordering',
        prompt: 'Order',
        figure: null,
        options: [
          { id: 'b', text: 'Nitrogen', svg: null },
          { id: 'a', text: 'Iron', svg: null },
        ],
        answer: ['b', 'a'],
        explanation: null,
      },
      {
        key: 'q-2',
        kind: 'numeric',
        prompt: 'Boils at?',
        figure: null,
        options: [],
        answer: { value: 100, tolerance: 0.5, unit: '°C' },
        explanation: 'At sea level.',
      },
    ],
  });
  expect(questionsChanged(draft, QUIZ)).toBe(false);
});

test('a changed or reordered question counts as a change of the questions', () => {
  const draft = draftOf(QUIZ);
  expect(questionsChanged({ ...draft, questions: moved(draft.questions, 0, 1) }, QUIZ)).toBe(true);
  const numeric = { ...draft.questions[1], numeric: { value: '212', tolerance: '1', unit: '°F' } };
  expect(questionsChanged({ ...draft, questions: [draft.questions[0], numeric] }, QUIZ)).toBe(true);
  expect(questionsChanged({ ...draft, title: 'Other' }, QUIZ)).toBe(false);
});

test('an empty number is sent as not a number, for the service to name the question', () => {
  const draft = draftOf(QUIZ);
  const empty = questionInput({ ...draft.questions[1], numeric: { value: ' ', tolerance: '', unit: '' } });
  expect(empty.answer).toEqual({ value: NaN, tolerance: 0, unit: null });
});

test('moved swaps with the neighbour and keeps the list at its ends', () => {
  expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
  expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
});
