import { screen } from '@testing-library/react';
import RecentJournal from './RecentJournal';
import { JOURNAL } from '../test/fixtures';
import { mockFetch } from '../test/fetch-mock';
import { renderAt } from '../test/render';

test('shows up to the limit and a link to the journal when cut', async () => {
  mockFetch({ '/api/journal': { body: JOURNAL } });
  renderAt('/', <RecentJournal limit={3} />);
  const viewAll = await screen.findByRole('link', { name: 'View All Journal Entries' });
  expect(viewAll.getAttribute('href')).toBe('/journal');
  expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
    'Ants on the windowsill',
    'A morning with fog',
    'Tuning the old piano',
  ]);
});

test('no link when nothing is cut', async () => {
  mockFetch({ '/api/journal': { body: JOURNAL } });
  renderAt('/', <RecentJournal limit={4} />);
  expect(await screen.findByRole('link', { name: 'A letter I did not send' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'View All Journal Entries' })).toBeNull();
});
