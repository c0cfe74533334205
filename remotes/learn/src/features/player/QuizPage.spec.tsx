import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageStatusContext, type PageStatus } from '@site/shell-api';
import { mockFetch, reader, renderWithProviders, type FakeRoute } from '@site/testing';
import { NOW, physicsQuiz, physicsResult, started } from './fixtures';
import QuizPage from './QuizPage';

const QUIZ = 'GET /api/elearning/quizzes/physics-concepts';
const START = 'POST /api/elearning/quizzes/physics-concepts/attempts';
const SUBMIT = 'POST /api/elearning/attempts/41/submit';
const put = (questionId: number) => `PUT /api/elearning/attempts/41/answers/${questionId}`;
const saved = (questionId: number) => ({ body: { attemptId: 41, questionId, savedAt: NOW, answeredCount: 1 } });

function api(extra: Record<string, FakeRoute> = {}) {
  return mockFetch({
    'GET /api/user': { body: reader },
    'GET /api/elearning/me/attempts': { body: [] },
    [QUIZ]: { body: physicsQuiz },
    [START]: { status: 201, body: started() },
    [SUBMIT]: { body: physicsResult },
    ...Object.fromEntries(physicsQuiz.questions.map((q) => [put(q.id), saved(q.id)])),
    ...extra,
  });
}

const renderQuiz = () =>
  renderWithProviders(<QuizPage slug="physics-concepts" />, { route: '/quizzes/physics-concepts' });

afterEach(() => jest.useRealTimers());

test('asks a visitor to log in instead of offering Start', async () => {
  api({ 'GET /api/user': { status: 401, body: { message: 'Not logged in' } } });
  renderQuiz();
  expect(await screen.findByRole('heading', { name: 'Physics Concepts' })).toBeTruthy();
  expect(await screen.findByRole('link', { name: /Log in or register/ })).toHaveProperty('pathname', '/auth');
  expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  expect(screen.getByText('5 questions')).toBeTruthy();
});

test('start → answer every kind (each saved) → review → submit → the review shows right answers and explanations', async () => {
  const user = userEvent.setup();
  const server = api();
  renderQuiz();
  await user.click(await screen.findByRole('button', { name: 'Start' }));

  expect(await screen.findByText('Question 1 of 5')).toBeTruthy();
  expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
  await user.click(screen.getByRole('radio', { name: /Newton/ }));
  await waitFor(() => expect(server.bodies(put(11))).toEqual([{ answer: 'b' }]));
  await user.click(screen.getByRole('button', { name: 'Next' }));

  await user.click(screen.getByRole('checkbox', { name: /Velocity/ }));
  await user.click(screen.getByRole('checkbox', { name: /Force/ }));
  await waitFor(() => expect(server.bodies(put(12)).at(-1)).toEqual({ answer: ['a', 'c'] }));
  await user.click(screen.getByRole('button', { name: 'Next' }));

  expect(screen.getByRole('img', { name: 'Figure for question 3' }).getAttribute('src')).toMatch(
    /^data:image\/svg\+xml;utf8,%3Csvg/,
  );
  await user.click(screen.getByRole('radio', { name: /True/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));

  expect(screen.getByText('km/h')).toBeTruthy();
  await user.type(screen.getByLabelText('Your answer'), '60');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(server.bodies(put(14))).toEqual([{ answer: 60 }]));

  await user.click(screen.getByRole('button', { name: 'Move Proton up' }));
  await waitFor(() => expect(server.bodies(put(15))).toEqual([{ answer: ['proton', 'atom', 'cell'] }]));
  await user.click(screen.getByRole('button', { name: 'Review answers' }));

  expect(screen.getByText('Every question has an answer.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(server.bodies(SUBMIT)).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Yes, submit' }));

  expect(await screen.findByRole('heading', { name: 'Results' })).toBeTruthy();
  expect(screen.getByText('4 / 5')).toBeTruthy();
  expect(screen.getByText('80%')).toBeTruthy();
  expect(screen.getByText('Passed')).toBeTruthy();
  expect(screen.getByText('3 min 5 s')).toBeTruthy();
  expect(screen.getByText('Proton → Atom → Cell')).toBeTruthy();
  expect(screen.getByText('Atom → Proton → Cell')).toBeTruthy();
  expect(screen.getByText('60 km/h (± 0.5)')).toBeTruthy();
  expect(screen.getAllByText('Velocity, Force')).toHaveLength(2);
  expect(screen.getByText('A proton is part of an atom, and a cell is made of atoms.')).toBeTruthy();
  expect(screen.getAllByText('✓ Correct')).toHaveLength(4);
  expect(screen.getAllByText('✗ Incorrect')).toHaveLength(1);
});

test('the review lists unanswered questions and jumps back to them', async () => {
  const user = userEvent.setup();
  api();
  renderQuiz();
  await user.click(await screen.findByRole('button', { name: 'Start' }));
  await user.click(await screen.findByRole('radio', { name: /Newton/ }));
  for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: /^(Next|Review answers)$/ }));
  expect(screen.getByText('You have answered 1 of 5 questions.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Question 4' }));
  expect(screen.getByText('Question 4 of 5')).toBeTruthy();
});

test('resuming an open attempt restores its saved answers and continues at the first unanswered question', async () => {
  const user = userEvent.setup();
  api({
    'GET /api/elearning/me/attempts': {
      body: [
        {
          attemptId: 41,
          quizSlug: 'physics-concepts',
          quizTitle: 'Physics Concepts',
          category: 'physics',
          status: 'open',
          startedAt: NOW,
          submittedAt: null,
          score: null,
          maxScore: null,
          percent: null,
          passed: null,
        },
      ],
    },
    [START]: { status: 200, body: started({ answers: { '11': 'b', '12': ['a'], '13': false } }) },
  });
  renderQuiz();
  await user.click(await screen.findByRole('button', { name: 'Resume' }));
  expect(await screen.findByText('Question 4 of 5')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(screen.getByRole('radio', { name: /False/ })).toHaveProperty('checked', true);
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(screen.getByRole('checkbox', { name: /Velocity/ })).toHaveProperty('checked', true);
  expect(screen.getByRole('checkbox', { name: /Force/ })).toHaveProperty('checked', false);
  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(screen.getByRole('radio', { name: /Newton/ })).toHaveProperty('checked', true);
});

test('keyboard: digits and letters choose options, Enter moves on, arrows reorder', async () => {
  const user = userEvent.setup();
  const server = api();
  renderQuiz();
  await user.click(await screen.findByRole('button', { name: 'Start' }));
  await screen.findByText('Question 1 of 5');
  await user.keyboard('2');
  expect(screen.getByRole('radio', { name: /Newton/ })).toHaveProperty('checked', true);
  await user.keyboard('{Enter}');
  expect(screen.getByText('Question 2 of 5')).toBeTruthy();
  await user.keyboard('a');
  await user.keyboard('C');
  expect(screen.getByRole('checkbox', { name: /Velocity/ })).toHaveProperty('checked', true);
  expect(screen.getByRole('checkbox', { name: /Force/ })).toHaveProperty('checked', true);
  await user.keyboard('{Enter}');
  await user.keyboard('2');
  expect(screen.getByRole('radio', { name: /False/ })).toHaveProperty('checked', true);
  await user.keyboard('{Enter}');
  await user.keyboard('{Enter}');
  expect(screen.getByText('Question 5 of 5')).toBeTruthy();
  const cell = screen.getByRole('listitem', { name: '3. Cell' });
  cell.focus();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('listitem', { name: '2. Cell' })).toBe(document.activeElement);
  await waitFor(() => expect(server.bodies(put(15))).toEqual([{ answer: ['atom', 'cell', 'proton'] }]));
  await waitFor(() => expect(server.bodies(put(12)).at(-1)).toEqual({ answer: ['a', 'c'] }));
  expect(server.bodies(put(11))).toEqual([{ answer: 'b' }]);
  expect(server.bodies(put(13))).toEqual([{ answer: false }]);
});

test('a timed quiz counts down from the server clock and submits itself at zero', async () => {
  jest.useFakeTimers({ now: new Date('2025-03-01T09:00:00.000Z') }); // the client clock is an hour behind
  const server = api({
    [QUIZ]: { body: { ...physicsQuiz, timeLimitSeconds: 60 } },
    [START]: { status: 201, body: started({ deadline: '2025-03-01T10:01:00.000Z', now: NOW }) },
  });
  renderQuiz();
  const start = await screen.findByRole('button', { name: 'Start' });
  fireEvent.click(start);
  expect(await screen.findByRole('timer')).toHaveProperty('textContent', '1:00');
  await act(async () => {
    jest.advanceTimersByTime(30_000);
  });
  expect(screen.getByRole('timer').textContent).toBe('0:30');
  expect(server.bodies(SUBMIT)).toHaveLength(0);
  await act(async () => {
    jest.advanceTimersByTime(30_500);
  });
  await waitFor(() => expect(server.bodies(SUBMIT)).toHaveLength(1));
  expect(await screen.findByRole('heading', { name: 'Results' })).toBeTruthy();
});

test('says so when the quiz does not exist, and the page answers 404', async () => {
  api({ [QUIZ]: { status: 404, body: { message: 'Quiz not found.' } } });
  const status: PageStatus = { code: 200 };
  renderWithProviders(
    <PageStatusContext value={status}>
      <QuizPage slug="physics-concepts" />
    </PageStatusContext>,
    { route: '/quizzes/physics-concepts' },
  );
  expect(await screen.findByRole('heading', { name: 'Quiz not found' })).toBeTruthy();
  expect(status.code).toBe(404);
});

test('after an IQ test the result shows percentile, band and the not-clinical sentence', async () => {
  const user = userEvent.setup();
  api({
    [QUIZ]: { body: { ...physicsQuiz, category: 'iq-spatial' } },
    [SUBMIT]: {
      body: { ...physicsResult, percentile: 62, band: 'Average', normStatement: 'Illustrative norms only.' },
    },
  });
  renderQuiz();
  await user.click(await screen.findByRole('button', { name: 'Start' }));
  for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: /^(Next|Review answers)$/ }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await user.click(screen.getByRole('button', { name: 'Yes, submit' }));
  expect(await screen.findByText('62nd')).toBeTruthy();
  expect(screen.getByText('Average')).toBeTruthy();
  expect(screen.getByText('Illustrative norms only.')).toBeTruthy();
  expect(screen.getByText('This is not a clinical IQ assessment.')).toBeTruthy();
});
