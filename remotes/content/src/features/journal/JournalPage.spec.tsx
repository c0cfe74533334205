import { screen, within } from '@testing-library/react';
import App from '../../exposes/App';
import { JOURNAL } from '../../test/fixtures';
import { mockFetch, never, renderWithProviders } from '@site/testing';
import { breadcrumbs, ORIGIN, structuredDataOf } from '../../test/head';

test('lists the entries, each linking to its page with an en-US short date', async () => {
  mockFetch({ 'GET /api/journal': { body: JOURNAL } });
  renderWithProviders(<App />, { route: '/journal' });
  const link = await screen.findByRole('link', { name: 'Ants on the windowsill' });
  expect(link.getAttribute('href')).toBe('/journal/2026-11-08-ants');
  expect(screen.getByText('Nov 8, 2026')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: 'Journal' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'View All Journal Entries' })).toBeNull();
});

test('its head names every entry it lists, under the home page', async () => {
  mockFetch({ 'GET /api/journal': { body: JOURNAL } });
  renderWithProviders(<App />, { route: '/journal' });
  await screen.findByRole('link', { name: 'Ants on the windowsill' });
  expect(document.title).toBe('Journal | Commonplace');
  expect(structuredDataOf()).toEqual([
    expect.objectContaining({
      '@type': 'CollectionPage',
      url: `${ORIGIN}/journal`,
      mainEntity: expect.objectContaining({
        itemListElement: JOURNAL.map((entry, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: entry.title,
          url: `${ORIGIN}/journal/${entry.id}`,
        })),
      }),
    }),
    breadcrumbs(['Journal', '/journal']),
  ]);
});

test('loading', async () => {
  mockFetch({ 'GET /api/journal': never });
  renderWithProviders(<App />, { route: '/journal' });
  expect(await screen.findByRole('status', { name: 'Loading journal entries' })).toBeTruthy();
});

test('error shows the status', async () => {
  mockFetch({ 'GET /api/journal': { status: 503, body: 'down' } });
  renderWithProviders(<App />, { route: '/journal' });
  expect(await screen.findByRole('heading', { name: 'Error Loading Journal Entries' })).toBeTruthy();
  expect(screen.getByText('Error fetching journal entries: 503')).toBeTruthy();
});

test('empty explains how to add an entry, with example front matter', async () => {
  mockFetch({ 'GET /api/journal': { body: [] } });
  renderWithProviders(<App />, { route: '/journal' });
  const empty = (await screen.findByRole('heading', { name: 'No Journal Entries Found' })).parentElement!;
  expect(within(empty).getByText(/create a markdown file in the journal directory/)).toBeTruthy();
  const example = empty.querySelector('pre')?.textContent ?? '';
  expect(example).toMatch(/^---\ntitle: .+\ndate: \d{4}-\d{2}-\d{2}\n---/);
});
