import { screen, waitFor, within } from '@testing-library/react';
import type { Bookmark, PersonalBest } from '@site/contracts';
import { mockFetch, reader } from '@site/testing';
import { toastStore } from '@site/shell-api';
import { renderWithProviders } from '../../app/testing/render';
import { DashboardPage } from './DashboardPage';

jest.mock('../../remotes/RemoteArea', () => jest.requireActual('../../app/testing/remote-mocks'));

const bookmark = (id: number, title: string, kind: Bookmark['kind'] = 'essay'): Bookmark => ({
  id,
  kind,
  target: `item-${id}`,
  title,
  path: `/essay/item-${id}`,
  createdAt: `2024-01-${String(10 + id).padStart(2, '0')}T09:00:00.000Z`,
});
const bests: PersonalBest[] = [
  { game: 'space-invaders', level: 'standard', score: 12400, achievedAt: '2024-02-01T10:00:00.000Z' },
  { game: 'sudoku', level: 'expert', timeMs: 245_000, achievedAt: '2024-02-03T10:00:00.000Z' },
  { game: 'nonogram', level: '10', timeMs: 61_000, achievedAt: '2024-02-02T10:00:00.000Z' },
];

afterEach(() => toastStore.setState({ toasts: [] }));

function setup({ bookmarks = [] as Bookmark[], results = bests, route = '/dashboard' } = {}) {
  const fetchMock = mockFetch({
    'GET /api/user/profile': { body: { ...reader, memberSince: '2023-03-14T12:00:00.000Z' } },
    'GET /api/bookmarks': { body: bookmarks },
    'GET /api/games/results/me': { body: results },
  });
  return { fetchMock, ...renderWithProviders(<DashboardPage />, { route, user: reader }) };
}

test('shows who is signed in, since when, with the initials when there is no picture', async () => {
  setup();
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  const card = screen.getByRole('region', { name: 'Ada Lovelace' });
  expect(within(card).getByText('@ada')).toBeTruthy();
  expect(within(card).getByRole('img', { name: 'Ada Lovelace' }).textContent).toBe('AL');
  expect(await within(card).findByText('Member since March 2023')).toBeTruthy();
});

test('/profile is the same screen under its own title', () => {
  setup({ route: '/profile' });
  expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
});

test('lists the newest five bookmarks with a link to all of them', async () => {
  const saved = Array.from({ length: 7 }, (_, i) => bookmark(7 - i, `Saved item ${7 - i}`));
  setup({ bookmarks: saved });
  const region = screen.getByRole('region', { name: 'Bookmarks' });
  await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(5));
  expect(within(region).getAllByRole('listitem')[0].textContent).toContain('Saved item 7');
  expect(within(region).getByRole('link', { name: 'All bookmarks (7)' }).getAttribute('href')).toBe('/bookmarks');
});

test('says when nothing is saved yet', async () => {
  setup({ bookmarks: [] });
  const region = screen.getByRole('region', { name: 'Bookmarks' });
  expect(await within(region).findByText(/Nothing saved yet/)).toBeTruthy();
});

test('mounts My learning from the learn remote', () => {
  setup();
  expect(screen.getByRole('region', { name: 'learn/MyLearning' })).toBeTruthy();
});

test('lists game bests by game with their level, time or score', async () => {
  setup();
  const region = screen.getByRole('region', { name: 'Game bests' });
  const rows = await within(region).findAllByRole('row');
  expect(
    rows.slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['Sudoku', 'Expert', '4:05'],
    ['Nonogram', '10×10', '1:01'],
    ['Space Invaders', 'Standard', '12,400 points'],
  ]);
  expect(within(region).getByRole('link', { name: 'Sudoku' }).getAttribute('href')).toBe('/games/sudoku');
});

test('invites a first game when there are no results', async () => {
  setup({ results: [] });
  const region = screen.getByRole('region', { name: 'Game bests' });
  expect((await within(region).findByRole('link', { name: 'Play a game' })).getAttribute('href')).toBe('/games');
});

test('edits the profile in place and closes the editor once saved', async () => {
  const { fetchMock, user } = setup();
  fetchMock.set('PATCH /api/user/profile', { body: { ...reader, name: 'Ada King' } });
  const edit = screen.getByRole('button', { name: 'Edit profile' });
  expect(edit.getAttribute('aria-expanded')).toBe('false');
  await user.click(edit);
  await user.clear(screen.getByLabelText('Name'));
  await user.type(screen.getByLabelText('Name'), 'Ada King');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Ada King' })).toBeTruthy();
  expect(screen.queryByLabelText('Name')).toBeNull();
  expect(fetchMock.bodies('PATCH /api/user/profile')).toEqual([{ name: 'Ada King', username: 'ada' }]);
});
