import { screen } from '@testing-library/react';
import App from '../../exposes/App';
import { PageStatusContext, type PageStatus } from '@site/shell-api';
import { mockFetch, renderWithProviders } from '@site/testing';
import { breadcrumbs, canonicalUrl, metaContents, ORIGIN, structuredDataOf } from '../../test/head';

const ENTRY = {
  id: '2026-09-02-fog',
  title: 'A morning with fog',
  date: '2026-09-02',
  html: '<p>The <strong>valley</strong> was gone.</p>\n',
  description: 'The valley was gone.',
};

test('shows the entry with a long date, its rendered body and a way back', async () => {
  mockFetch({ 'GET /api/journal/2026-09-02-fog': { body: ENTRY } });
  renderWithProviders(<App />, { route: '/journal/2026-09-02-fog' });
  expect(await screen.findByRole('heading', { level: 1, name: 'A morning with fog' })).toBeTruthy();
  expect(screen.getByText('September 2, 2026')).toBeTruthy();
  expect(screen.getByText('valley').tagName).toBe('STRONG');
  expect(screen.getByRole('link', { name: '← All journal entries' }).getAttribute('href')).toBe('/journal');
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('The valley was gone.');
});

test('its head: an article with its card and date, a BlogPosting and its place under the journal', async () => {
  mockFetch({ 'GET /api/journal/2026-09-02-fog': { body: ENTRY } });
  renderWithProviders(<App />, { route: '/journal/2026-09-02-fog' });
  await screen.findByRole('heading', { level: 1, name: 'A morning with fog' });
  const url = `${ORIGIN}/journal/2026-09-02-fog`;
  const card = `${ORIGIN}/cards/journal/2026-09-02-fog`;
  expect(document.title).toBe('A morning with fog | Commonplace');
  expect(canonicalUrl()).toBe(url);
  expect(metaContents('og:type')).toEqual(['article']);
  expect(metaContents('og:image')).toEqual([card]);
  expect(metaContents('article:published_time')).toEqual(['2026-09-02']);
  expect(structuredDataOf()).toEqual([
    expect.objectContaining({ '@type': 'BlogPosting', headline: 'A morning with fog', url, image: card }),
    breadcrumbs(['Journal', '/journal'], ['A morning with fog', '/journal/2026-09-02-fog']),
  ]);
});

test.each([
  ['an unknown entry', 404],
  ['an id no entry can have', 400],
])('%s says so and answers 404', async (_case, answer) => {
  mockFetch({ 'GET /api/journal/nothing-here': { status: answer, body: { message: 'No' } } });
  const status: PageStatus = { code: 200 };
  renderWithProviders(
    <PageStatusContext value={status}>
      <App />
    </PageStatusContext>,
    { route: '/journal/nothing-here' },
  );
  expect(await screen.findByRole('heading', { name: 'Journal Entry Not Found' })).toBeTruthy();
  expect(status.code).toBe(404);
  expect(document.title).toBe('Journal entry not found | Commonplace');
});
