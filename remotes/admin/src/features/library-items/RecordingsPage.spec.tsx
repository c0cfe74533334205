import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@site/testing';
import { recordingRow } from './fixtures';
import RecordingsPage from './RecordingsPage';

const ROWS = [
  recordingRow(6, 'Counting Without Numerals', { recordedOn: '2026-11-01' }),
  recordingRow(2, 'The Shape of an Argument', { status: 'published', durationSeconds: 754, kind: 'reading' }),
];

test('lists every recording, drafts included, with its kind, speaker, day, length and status', async () => {
  mockFetch({ 'GET /api/admin/library/audio': { body: ROWS } });
  renderWithProviders(<RecordingsPage />, { route: '/admin/library/audio' });
  expect(screen.getByRole('heading', { level: 1, name: 'Recordings' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'New recording' }).getAttribute('href')).toBe('/admin/library/audio/new');

  const table = await screen.findByRole('table', { name: 'Lectures and readings, the most recently added first' });
  const [, counting, shape] = within(table).getAllByRole('row');
  expect(within(counting).getByRole('link', { name: 'Counting Without Numerals' }).getAttribute('href')).toBe(
    '/admin/library/audio/6',
  );
  expect(
    within(counting)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Lecture', 'Iris Calloway', 'Nov 1, 2026', 'No audio', 'Draft']);
  expect(
    within(shape)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Reading', 'Iris Calloway', 'Oct 2, 2026', '12:34', 'Published']);
  expect(screen.getByRole('status').textContent).toBe('2 recordings.');
});

test('says why the list could not be loaded', async () => {
  mockFetch({ 'GET /api/admin/library/audio': { status: 500, body: { message: 'The database is away.' } } });
  renderWithProviders(<RecordingsPage />, { route: '/admin/library/audio' });
  expect((await screen.findByRole('alert')).textContent).toBe(
    'The recordings could not be loaded: The database is away.',
  );
});
