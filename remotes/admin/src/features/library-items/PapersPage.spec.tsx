import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@site/testing';
import { PAPER, PAPER_ROW } from './fixtures';
import PapersPage from './PapersPage';

test('lists every paper newest first, with its kind, authors, day and full text, each opening its editor', async () => {
  mockFetch({ 'GET /api/admin/library/papers': { body: [PAPER, PAPER_ROW] } });
  renderWithProviders(<PapersPage />, { route: '/admin/library/papers' });
  expect(screen.getByRole('heading', { level: 1, name: 'Papers' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'New paper' }).getAttribute('href')).toBe('/admin/library/papers/new');

  const table = await screen.findByRole('table', { name: 'Papers and lecture notes, newest first' });
  const [, measure, clocks] = within(table).getAllByRole('row');
  expect(within(measure).getByRole('link', { name: 'Measure Without Tears' }).getAttribute('href')).toBe(
    '/admin/library/papers/21',
  );
  expect(
    within(measure)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Paper', 'Calloway, Reinholt', 'Feb 11, 2026', 'None']);
  expect(
    within(clocks)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Lecture notes', 'Calloway, Reinholt', 'Oct 1, 2024', 'PDF, 14 pages']);
  expect(screen.getByRole('status').textContent).toBe('2 papers.');
});

test('says why the list could not be loaded', async () => {
  mockFetch({
    'GET /api/admin/library/papers': { status: 403, body: { message: 'Only the site administrator can do this.' } },
  });
  renderWithProviders(<PapersPage />, { route: '/admin/library/papers' });
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The papers could not be loaded: Only the site administrator can do this.',
  );
});
