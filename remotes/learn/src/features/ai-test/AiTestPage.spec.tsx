import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AiTestPassage, AiTestResult } from '@site/contracts';
import { mockFetch, renderWithProviders } from '@site/testing';
import App from '../../exposes/App';

const GET = 'GET /api/elearning/ai-test';
const POST = 'POST /api/elearning/ai-test/answers';

const PASSAGES: AiTestPassage[] = [
  { id: 'kettle', text: 'For months I filled the kettle for two.\n\nThen I bought a smaller one.' },
  { id: 'garden', text: 'Gardening is a deeply rewarding activity.' },
];

const RESULT: AiTestResult = {
  score: 1,
  total: 2,
  verdicts: [
    { id: 'kettle', guess: 'machine', truth: 'human', correct: false, explanation: 'One bodily habit, told plainly.' },
    { id: 'garden', guess: 'machine', truth: 'machine', correct: true, explanation: 'A sweeping stock opening.' },
  ],
};

const renderTest = () => renderWithProviders(<App />, { route: '/ai-test' });

test('offers Human or Machine for every passage and sends the guesses only once all are answered', async () => {
  const user = userEvent.setup();
  const server = mockFetch({ [GET]: { body: PASSAGES }, [POST]: { body: RESULT } });
  renderTest();
  expect(await screen.findByRole('heading', { level: 1, name: 'Human or machine?' })).toBeTruthy();
  const first = await screen.findByRole('group', { name: 'Passage 1' });
  expect(within(first).getByText('Then I bought a smaller one.')).toBeTruthy();
  const submit = screen.getByRole('button', { name: 'See my score' });
  expect(submit).toHaveProperty('disabled', true);

  await user.click(within(first).getByRole('radio', { name: 'Machine' }));
  expect(screen.getByText('1 of 2 answered')).toBeTruthy();
  expect(submit).toHaveProperty('disabled', true);
  // The keyboard works too: Space chooses the focused option.
  within(screen.getByRole('group', { name: 'Passage 2' }))
    .getByRole('radio', { name: 'Machine' })
    .focus();
  await user.keyboard(' ');
  expect(screen.getByText('2 of 2 answered')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'See my score' }));

  expect(await screen.findByRole('heading', { level: 2, name: 'You got 1 of 2 right' })).toBeTruthy();
  expect(server.bodies(POST)).toEqual([
    {
      answers: [
        { id: 'kettle', guess: 'machine' },
        { id: 'garden', guess: 'machine' },
      ],
    },
  ]);
  expect(screen.getByText('One bodily habit, told plainly.')).toBeTruthy();
  expect(screen.getByText('You said machine. Written in the voice of the author.')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 3, name: 'Passage 1: wrong' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 3, name: 'Passage 2: right' })).toBeTruthy();
});

test('try again starts afresh with a new set of passages', async () => {
  const user = userEvent.setup();
  const server = mockFetch({ [GET]: { body: PASSAGES }, [POST]: { body: RESULT } });
  renderTest();
  for (const name of ['Passage 1', 'Passage 2']) {
    await user.click(within(await screen.findByRole('group', { name })).getByRole('radio', { name: 'Machine' }));
  }
  await user.click(screen.getByRole('button', { name: 'See my score' }));
  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('0 of 2 answered')).toBeTruthy();
  await waitFor(() =>
    expect(server.calls().filter((call) => call.startsWith('GET /api/elearning/ai-test'))).toHaveLength(2),
  );
  expect(screen.getByRole('button', { name: 'See my score' })).toHaveProperty('disabled', true);
});

test('says when the passages cannot be loaded, and retries', async () => {
  const user = userEvent.setup();
  const server = mockFetch({ [GET]: { status: 500, body: { message: 'down' } } });
  renderTest();
  expect(await screen.findByText('The passages could not be loaded.')).toBeTruthy();
  server.set(GET, { body: PASSAGES });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('group', { name: 'Passage 2' })).toBeTruthy();
});

test('shows the server’s message when the guesses are refused', async () => {
  const user = userEvent.setup();
  mockFetch({ [GET]: { body: PASSAGES }, [POST]: { status: 400, body: { message: 'No passage has the id x.' } } });
  renderTest();
  for (const name of ['Passage 1', 'Passage 2']) {
    await user.click(within(await screen.findByRole('group', { name })).getByRole('radio', { name: 'Human' }));
  }
  await user.click(screen.getByRole('button', { name: 'See my score' }));
  expect((await screen.findByRole('alert')).textContent).toBe('No passage has the id x.');
});
