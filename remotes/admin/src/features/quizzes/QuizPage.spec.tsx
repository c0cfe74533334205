import { screen, waitFor, within } from '@testing-library/react';
import type { AdminQuiz } from '@site/contracts';
import { toastStore } from '@site/shell-api';
import { currentLocation, mockFetch, renderWithProviders, type FakeRequest } from '@site/testing';
import QuizPage from './QuizPage';

afterEach(() => toastStore.setState({ toasts: [] }));

const toasts = () => toastStore.getState().toasts.map(({ title, description }) => ({ title, description }));

const QUIZ: AdminQuiz = {
  id: 12,
  slug: 'heat',
  title: 'Heat',
  description: 'About heat.',
  coverImage: null,
  category: 'quiz',
  timeLimitSeconds: null,
  passPercent: 60,
  courseSlug: null,
  topics: [],
  status: 'published',
  publishedAt: '2026-11-01T10:00:00.000Z',
  version: 1,
  attemptCount: 3,
  versionAttemptCount: 3,
  updatedAt: '2026-11-01T10:00:00.000Z',
  questions: [
    {
      id: 5,
      key: 'q-5',
      kind: 'single',
      prompt: 'Which is hotter?',
      figure: null,
      options: [
        { id: 'a', text: 'Ice', svg: null },
        { id: 'b', text: 'Steam', svg: null },
      ],
      answer: 'b',
      explanation: 'Steam is above 100 °C.',
    },
  ],
};

const render = () => renderWithProviders(<QuizPage />, { route: '/admin/quizzes/12', path: '/admin/quizzes/:id' });

test('warns that saving changed questions of an attempted version makes a new version, then saves it', async () => {
  const fetchMock = mockFetch({
    'GET /api/admin/quizzes/12': { body: QUIZ },
    'PUT /api/admin/quizzes/12': (request: FakeRequest) => {
      const input = request.body as AdminQuiz;
      return {
        body: {
          ...QUIZ,
          version: 2,
          versionAttemptCount: 0,
          questions: input.questions.map((question, i) => ({ ...question, id: 20 + i })),
        },
      };
    },
  });
  const { user } = render();
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit quiz: Heat' })).toBeTruthy();
  expect(screen.getByText(/Version 1 · 3 attempts in all/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'View on the site' }).getAttribute('href')).toBe('/quizzes/heat');
  expect(screen.getByRole('status').textContent).toBe(
    'Version 1 has 3 attempts: changing its questions will create a new version.',
  );

  await user.click(screen.getByRole('radio', { name: 'Option 1 is correct' }));
  expect(screen.getByRole('status').textContent).toMatch(/^Saving will create version 2: version 1 has 3 attempts/);

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(toasts()).toEqual([
      { title: 'Quiz saved', description: 'Saved as version 2; past attempts keep version 1.' },
    ]),
  );
  const [body] = fetchMock.bodies('PUT /api/admin/quizzes/12') as { questions: { key: string; answer: unknown }[] }[];
  expect(body.questions).toEqual([expect.objectContaining({ key: 'q-5', answer: 'a' })]);
  expect(screen.getByText(/Version 2 · 3 attempts in all/)).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('');
});

test('reorders and removes questions, and unpublishes; an attempted quiz offers no delete', async () => {
  const two = {
    ...QUIZ,
    questions: [
      QUIZ.questions[0],
      { ...QUIZ.questions[0], id: 6, key: 'q-6', kind: 'true-false' as const, options: [], answer: true },
    ],
  };
  const fetchMock = mockFetch({
    'GET /api/admin/quizzes/12': { body: two },
    'PUT /api/admin/quizzes/12/status': { body: { ...two, status: 'draft' } },
  });
  const { user } = render();
  const second = await screen.findByRole('group', { name: 'Question 2' });
  expect(within(second).getByRole('radio', { name: 'True' })).toHaveProperty('checked', true);
  await user.click(within(second).getByRole('button', { name: 'Move question 2 up' }));
  expect(within(screen.getByRole('group', { name: 'Question 1' })).getByRole('radio', { name: 'True' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
  expect(screen.queryByRole('group', { name: 'Question 2' })).toBeNull();

  expect(screen.queryByRole('button', { name: 'Delete quiz' })).toBeNull();
  expect(screen.getByText(/cannot be deleted; unpublish it to hide it/)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Unpublish' }));
  await waitFor(() => expect(fetchMock.bodies('PUT /api/admin/quizzes/12/status')).toEqual([{ status: 'draft' }]));
  expect(await screen.findByRole('button', { name: 'Save and publish' })).toBeTruthy();
});

test('deletes a quiz nobody attempted after asking, and goes back to the list', async () => {
  const fresh = { ...QUIZ, status: 'draft' as const, attemptCount: 0, versionAttemptCount: 0 };
  const fetchMock = mockFetch({
    'GET /api/admin/quizzes/12': { body: fresh },
    'DELETE /api/admin/quizzes/12': { status: 204 },
  });
  const { user } = render();
  await user.click(await screen.findByRole('button', { name: 'Delete quiz' }));
  const confirm = screen.getByRole('group', { name: 'Confirm deletion' });
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(currentLocation()).toBe('/admin/quizzes'));
  expect(fetchMock.bodies('DELETE /api/admin/quizzes/12')).toHaveLength(1);
});

test('publishes a draft', async () => {
  const draft = { ...QUIZ, status: 'draft' as const, publishedAt: null };
  const fetchMock = mockFetch({
    'GET /api/admin/quizzes/12': { body: draft },
    'PUT /api/admin/quizzes/12/status': { body: QUIZ },
  });
  const { user } = render();
  await user.click(await screen.findByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(toasts()).toEqual([{ title: 'Quiz published', description: 'Heat is on the site.' }]));
  expect(fetchMock.bodies('PUT /api/admin/quizzes/12/status')).toEqual([{ status: 'published' }]);
  expect(fetchMock.bodies('PUT /api/admin/quizzes/12')).toEqual([]);
});

test('asks before the page is left with unsaved changes', async () => {
  mockFetch({ 'GET /api/admin/quizzes/12': { body: QUIZ } });
  const { user } = render();
  const leave = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const title = await screen.findByRole('textbox', { name: 'Title' });
  expect(leave()).toBe(false);
  await user.type(title, ' and cold');
  expect(leave()).toBe(true);
});
