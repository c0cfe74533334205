import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseSummary, StandaloneQuiz } from '@site/contracts';
import { PageStatusContext, type PageStatus } from '@site/shell-api';
import { mockFetch, renderWithProviders, type FakeRoute } from '@site/testing';
import App from '../../exposes/App';
import { ESSAYS, JOURNAL } from '../../test/fixtures';
import { breadcrumbs, canonicalUrl, metaContents, ORIGIN, structuredDataOf } from '../../test/head';

const TOPIC = { name: 'Cognitive Science', description: 'How minds perceive, remember and reason.' };

const COURSES: CourseSummary[] = [
  {
    slug: 'thinking-in-probabilities',
    title: 'Thinking in Probabilities',
    summary: 'Reasoning under uncertainty.',
    coverImage: null,
    level: 'Beginner',
    estimatedMinutes: 90,
    lessonCount: 5,
  },
];

const QUIZZES: StandaloneQuiz[] = [
  { id: 7, slug: 'spatial-iq-test', title: 'Spatial IQ Test', coverImage: null, questionCount: 24 },
];

const TOPIC_URL = 'GET /api/topics/Cognitive%20Science';

function api(extra: Record<string, FakeRoute> = {}) {
  return mockFetch({
    [TOPIC_URL]: { body: TOPIC },
    'GET /api/essays': { body: ESSAYS, headers: { 'X-Total-Count': '3' } },
    'GET /api/journal': { body: JOURNAL.slice(0, 2) },
    'GET /api/elearning/courses': { body: COURSES },
    'GET /api/elearning/quizzes/standalone': { body: QUIZZES },
    ...extra,
  });
}

const section = (name: RegExp) => screen.getByRole('region', { name });

test('shows the topic with its description, then each kind of item with its count', async () => {
  const server = api();
  renderWithProviders(<App />, { route: '/topic/Cognitive%20Science' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Cognitive Science' })).toBeTruthy();
  expect(screen.getByText(TOPIC.description)).toBeTruthy();

  expect(await screen.findByRole('heading', { level: 2, name: 'Essays (3)' })).toBeTruthy();
  expect(within(section(/^Essays/)).getByRole('link', { name: 'Two Clocks' })).toBeTruthy();
  expect(await screen.findByRole('heading', { level: 2, name: 'Journal (2)' })).toBeTruthy();
  expect(within(section(/^Journal/)).getByRole('link', { name: 'Ants on the windowsill' })).toHaveProperty(
    'pathname',
    '/journal/2026-11-08-ants',
  );
  expect(await screen.findByRole('heading', { level: 2, name: 'Courses (1)' })).toBeTruthy();
  expect(within(section(/^Courses/)).getByRole('link', { name: 'Thinking in Probabilities' })).toHaveProperty(
    'pathname',
    '/courses/thinking-in-probabilities',
  );
  expect(await screen.findByRole('heading', { level: 2, name: 'Quizzes (1)' })).toBeTruthy();
  expect(within(section(/^Quizzes/)).getByText('24 questions')).toBeTruthy();

  expect(server.requested('/api/essays')).toEqual(['/api/essays?topic=Cognitive+Science']);
  expect(server.requested('/api/journal')).toEqual(['/api/journal?topic=Cognitive+Science']);
  expect(server.requested('/api/elearning/courses')).toEqual(['/api/elearning/courses?topic=Cognitive+Science']);
  expect(server.requested('/api/elearning/quizzes/standalone')).toEqual([
    '/api/elearning/quizzes/standalone?topic=Cognitive+Science',
  ]);
});

test('hides the sections with nothing in them', async () => {
  api({
    'GET /api/essays': { body: [], headers: { 'X-Total-Count': '0' } },
    'GET /api/elearning/courses': { body: [] },
  });
  renderWithProviders(<App />, { route: '/topic/Cognitive%20Science' });
  expect(await screen.findByRole('heading', { level: 2, name: 'Journal (2)' })).toBeTruthy();
  expect(await screen.findByRole('heading', { level: 2, name: 'Quizzes (1)' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: /^Essays/ })).toBeNull();
  expect(screen.queryByRole('heading', { name: /^Courses/ })).toBeNull();
});

test('says so when nothing at all is filed under the topic', async () => {
  api({
    'GET /api/essays': { body: [], headers: { 'X-Total-Count': '0' } },
    'GET /api/journal': { body: [] },
    'GET /api/elearning/courses': { body: [] },
    'GET /api/elearning/quizzes/standalone': { body: [] },
  });
  renderWithProviders(<App />, { route: '/topic/Cognitive%20Science' });
  expect(await screen.findByText('Nothing is filed under Cognitive Science yet.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Browse all essays' })).toHaveProperty('pathname', '/essays');
});

test('a section that fails says so and retries on its own while the others show', async () => {
  const user = userEvent.setup();
  const server = api({ 'GET /api/elearning/courses': { status: 503, body: { message: 'down' } } });
  renderWithProviders(<App />, { route: '/topic/Cognitive%20Science' });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('The courses could not be loaded.');
  expect(screen.getByRole('heading', { level: 2, name: 'Courses' })).toBeTruthy();
  expect(await screen.findByRole('heading', { level: 2, name: 'Essays (3)' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Quizzes (1)' })).toBeTruthy();

  server.set('GET /api/elearning/courses', { body: COURSES });
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Courses (1)' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('its head names the essays on this page of the topic, under the essays', async () => {
  api();
  renderWithProviders(<App />, { route: '/topic/Cognitive%20Science' });
  await screen.findByRole('heading', { level: 2, name: 'Essays (3)' });
  expect(document.title).toBe('Cognitive Science | Commonplace');
  expect(canonicalUrl()).toBe(`${ORIGIN}/topic/Cognitive%20Science`);
  expect(metaContents('description')).toEqual([TOPIC.description]);
  expect(structuredDataOf()).toEqual([
    expect.objectContaining({
      '@type': 'CollectionPage',
      name: 'Cognitive Science',
      mainEntity: expect.objectContaining({
        itemListElement: ESSAYS.map((essay, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: essay.title,
          url: `${ORIGIN}/essay/${essay.slug}`,
        })),
      }),
    }),
    breadcrumbs(['Essays', '/essays'], ['Cognitive Science', '/topic/Cognitive%20Science']),
  ]);
});

test('an unknown or inactive topic shows the not-found state, answers 404 and asks for nothing under it', async () => {
  const server = api({ 'GET /api/topics/Astrology': { status: 404, body: { message: 'Topic not found' } } });
  const status: PageStatus = { code: 200 };
  renderWithProviders(
    <PageStatusContext value={status}>
      <App />
    </PageStatusContext>,
    { route: '/topic/Astrology' },
  );
  expect(await screen.findByRole('heading', { name: 'Topic Not Found' })).toBeTruthy();
  expect(status.code).toBe(404);
  expect(screen.getByText('There is no topic called Astrology.')).toBeTruthy();
  expect(server.requested('/api/essays')).toEqual([]);
  expect(server.requested('/api/elearning/courses')).toEqual([]);
});
