import { SHARING_THE_SACRED_PATH, type EssayDetail } from '@site/contracts';
import { screen, within } from '@testing-library/react';
import App from '../../exposes/App';
import { mockFetch, renderWithProviders } from '@site/testing';

const ESSAY: EssayDetail = {
  id: 8,
  slug: 'sharing-the-sacred',
  title: 'Sharing the Sacred',
  date: '2026-07-15',
  excerpt: 'What does it mean to share what is holy?',
  viewCount: 42,
  description: 'What does it mean to share what is holy?',
  html: '<p>A friend once invited me.</p>\n<h2>Shrines with many pilgrims</h2>\n<p>There is a <em>long</em> history.</p>\n',
  tags: ['ritual', 'sacred ways'],
  topics: ['Cognitive Science', 'Religion'],
};

const bodyShown = () => screen.findByText('A friend once invited me.');
const jsonLd = () => JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');

test('shows the essay: title, long date, views, topics, tags and the rendered body', async () => {
  const fetchMock = mockFetch({ 'GET /api/essays/sharing-the-sacred': { body: ESSAY } });
  renderWithProviders(<App />, { route: '/essay/sharing-the-sacred' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Sharing the Sacred' })).toBeTruthy();
  expect(screen.getByText('July 15, 2026')).toBeTruthy();
  expect(screen.getByText('42 views')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Shrines with many pilgrims' })).toBeTruthy();
  expect(screen.getByText('long').tagName).toBe('EM');

  const topics = screen.getByRole('list', { name: 'Topics' });
  expect(within(topics).getByRole('link', { name: 'Cognitive Science' }).getAttribute('href')).toBe(
    '/topic/Cognitive%20Science',
  );
  const tags = screen.getByRole('list', { name: 'Tags' });
  expect(within(tags).getByRole('link', { name: 'sacred ways' }).getAttribute('href')).toBe('/essays?tag=sacred+ways');
  expect(fetchMock.requested('/api/essays/sharing-the-sacred')).toHaveLength(1);
});

test('page meta: article type, the description, Article structured data', async () => {
  mockFetch({ 'GET /api/essays/sharing-the-sacred': { body: ESSAY } });
  renderWithProviders(<App />, { route: '/essay/sharing-the-sacred' });
  await bodyShown();
  expect(document.title).toBe('Sharing the Sacred');
  expect(document.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(ESSAY.excerpt);
  expect(jsonLd()).toMatchObject({ '@type': 'Article', headline: 'Sharing the Sacred', datePublished: '2026-07-15' });
});

test('without an excerpt the page describes itself with the fallback the service took from the body', async () => {
  const description = `${'word '.repeat(32)}...`;
  mockFetch({ 'GET /api/essays/plain': { body: { ...ESSAY, slug: 'plain', excerpt: '', viewCount: 0, description } } });
  renderWithProviders(<App />, { route: '/essay/plain' });
  await bodyShown();
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(description);
  expect(jsonLd()).toMatchObject({ description });
  expect(screen.queryByText(/views?$/)).toBeNull();
});

test('sets the body HTML as the service sent it', async () => {
  const html = '<pre><code class="language-ts">a &lt; b</code></pre>';
  mockFetch({ 'GET /api/essays/code': { body: { ...ESSAY, slug: 'code', html } } });
  renderWithProviders(<App />, { route: '/essay/code' });
  expect((await screen.findByText('a < b')).className).toBe('language-ts');
});

test('the legacy Sharing the Sacred path and /article/:id draw the essay page', async () => {
  const fetchMock = mockFetch({ 'GET /api/essays/sharing-the-sacred': { body: ESSAY } });
  const { unmount } = renderWithProviders(<App />, { route: SHARING_THE_SACRED_PATH });
  expect(await screen.findByRole('heading', { level: 1, name: 'Sharing the Sacred' })).toBeTruthy();
  unmount();
  renderWithProviders(<App />, { route: '/article/sharing-the-sacred' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Sharing the Sacred' })).toBeTruthy();
  expect(fetchMock.requested('/api/essays/sharing-the-sacred')).toHaveLength(2);
});

test('an unknown essay says so and offers the list', async () => {
  mockFetch({ 'GET /api/essays/missing': { status: 404, body: { message: 'Essay not found' } } });
  renderWithProviders(<App />, { route: '/essay/missing' });
  expect(await screen.findByRole('heading', { name: 'Essay Not Found' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Browse all essays' }).getAttribute('href')).toBe('/essays');
});

test('another failure offers to try again', async () => {
  mockFetch({ 'GET /api/essays/broken': { status: 500, body: 'boom' } });
  renderWithProviders(<App />, { route: '/essay/broken' });
  expect(await screen.findByRole('heading', { name: 'Error Loading Essay' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});
