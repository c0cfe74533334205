import { screen } from '@testing-library/react';
import RecentJournal from './RecentJournal';
import { JOURNAL } from '../test/fixtures';
import { mockFetch, renderWithProviders } from '@site/testing';

test('shows up to the limit and a link to the journal when cut', async () => {
  mockFetch({ 'GET /api/journal': { body: JOURNAL } });
  renderWithProviders(<RecentJournal limit={3} />, { route: '/' });
  const viewAll = await screen.findByRole('link', { name: 'View All Journal Entries' });
  expect(viewAll.getAttribute('href')).toBe('/journal');
  expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
    'Ants on the windowsill',
    'A morning with fog',
    'Tuning the old piano',
  ]);
});

test('no link when nothing is cut', async () => {
  mockFetch({ 'GET /api/journal': { body: JOURNAL } });
  renderWithProviders(<RecentJournal limit={4} />, { route: '/' });
  expect(await screen.findByRole('link', { name: 'A letter I did not send' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'View All Journal Entries' })).toBeNull();
});
