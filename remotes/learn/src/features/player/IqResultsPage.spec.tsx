import { screen } from '@testing-library/react';
import type { AttemptDetail, AttemptSummary } from '@site/contracts';
import { mockFetch, reader, renderWithProviders } from '@site/testing';
import IqResultsPage from './IqResultsPage';

const summary = (attemptId: number, quizSlug: string, status: 'open' | 'submitted'): AttemptSummary => ({
  attemptId,
  quizSlug,
  quizTitle: quizSlug === 'spatial-iq-test' ? 'Spatial IQ Test' : 'Physics Concepts',
  category: quizSlug === 'spatial-iq-test' ? 'iq-spatial' : 'physics',
  status,
  startedAt: '2025-03-01T10:00:00.000Z',
  submittedAt: status === 'submitted' ? '2025-03-01T10:12:00.000Z' : null,
  score: status === 'submitted' ? 18 : null,
  maxScore: status === 'submitted' ? 24 : null,
  percent: status === 'submitted' ? 75 : null,
  passed: status === 'submitted' ? true : null,
});

const detail: AttemptDetail = {
  attemptId: 8,
  quizId: 4,
  quizSlug: 'spatial-iq-test',
  quizTitle: 'Spatial IQ Test',
  status: 'submitted',
  startedAt: '2025-03-01T10:00:00.000Z',
  deadline: '2025-03-01T10:15:00.000Z',
  submittedAt: '2025-03-01T10:12:00.000Z',
  now: '2025-03-02T08:00:00.000Z',
  answers: {},
  result: {
    attemptId: 8,
    quizSlug: 'spatial-iq-test',
    score: 18,
    maxScore: 24,
    percent: 75,
    passed: true,
    durationSeconds: 720,
    submittedAt: '2025-03-01T10:12:00.000Z',
    review: [],
    percentile: 78,
    band: 'Above average',
    normStatement: 'Illustrative norm table: scores are placed on an assumed normal distribution.',
  },
};

const renderPage = () =>
  renderWithProviders(<IqResultsPage slug="spatial-iq-test" title="Spatial IQ Test" />, {
    route: '/quizzes/spatial-iq-test/results',
  });

test('shows the latest submitted attempt: raw score, time, percentile, band, norms and the not-clinical sentence', async () => {
  const server = mockFetch({
    'GET /api/user': { body: reader },
    'GET /api/elearning/me/attempts': {
      body: [
        summary(9, 'spatial-iq-test', 'open'),
        summary(8, 'spatial-iq-test', 'submitted'),
        summary(5, 'spatial-iq-test', 'submitted'),
      ],
    },
    'GET /api/elearning/attempts/8': { body: detail },
  });
  renderPage();
  expect(await screen.findByText('78th')).toBeTruthy();
  expect(screen.getByText('18 / 24')).toBeTruthy();
  expect(screen.getByText('12 min')).toBeTruthy();
  expect(screen.getByText('Above average')).toBeTruthy();
  expect(screen.getByText(/Illustrative norm table/)).toBeTruthy();
  expect(screen.getByText('This is not a clinical IQ assessment.')).toBeTruthy();
  expect(server.bodies('GET /api/elearning/attempts/5')).toHaveLength(0);
});

test('with no finished attempt, links to the test', async () => {
  mockFetch({
    'GET /api/user': { body: reader },
    'GET /api/elearning/me/attempts': { body: [summary(3, 'physics-concepts', 'submitted')] },
  });
  renderPage();
  expect(await screen.findByRole('link', { name: 'Take the test' })).toHaveProperty(
    'pathname',
    '/quizzes/spatial-iq-test',
  );
});

test('asks a visitor to log in', async () => {
  mockFetch({ 'GET /api/user': { status: 401, body: { message: 'Not logged in' } } });
  renderPage();
  expect(await screen.findByRole('link', { name: 'Log in' })).toHaveProperty('pathname', '/auth');
});
