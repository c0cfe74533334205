import { screen, waitFor, within } from '@testing-library/react';
import type { Bookmark } from '@site/contracts';
import { toastStore } from '@site/shell-api';
import { renderWithProviders } from '../../app/testing/render';
import { fakeResponse, mockFetch, reader, type FakeReply } from '@site/testing';
import { Toaster } from '../toasts/Toaster';
import { BookmarksPage } from './BookmarksPage';

const doubt: Bookmark = {
  id: 3,
  kind: 'essay',
  target: 'doubt-as-a-daily-practice',
  title: 'Doubt as a daily practice',
  path: '/essay/doubt-as-a-daily-practice',
  createdAt: '2024-01-05T09:00:00.000Z',
};
const logic: Bookmark = {
  id: 2,
  kind: 'course',
  target: 'logic-and-proof',
  title: 'Logic and proof',
  path: '/courses/logic-and-proof',
  createdAt: '2024-01-04T09:00:00.000Z',
};
const attention: Bookmark = {
  id: 1,
  kind: 'essay',
  target: 'on-attention',
  title: 'On attention',
  path: '/essay/on-attention',
  createdAt: '2024-01-03T09:00:00.000Z',
};

function setup() {
  return renderWithProviders(
    <>
      <BookmarksPage />
      <Toaster />
    </>,
    { route: '/bookmarks', user: reader },
  );
}

/** A fetch whose DELETE replies wait until the test releases them, so the page can be seen in between. */
function fetchWithHeldDelete(list: Bookmark[]) {
  const release: Array<(reply: FakeReply) => void> = [];
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET' && url === '/api/bookmarks') return fakeResponse({ body: list });
    return fakeResponse(await new Promise<FakeReply>((resolve) => release.push(resolve)));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, release: (reply: FakeReply) => release.shift()?.(reply) };
}

const group = (title: string) => screen.getByRole('region', { name: title });
const titlesIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => toastStore.setState({ toasts: [] }));

test('an empty list shows the empty state', async () => {
  mockFetch({ 'GET /api/bookmarks': { body: [] } });
  setup();
  expect(await screen.findByText('You have no bookmarks yet.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Browse the essays' }).getAttribute('href')).toBe('/essays');
});

test('lists bookmarks grouped by kind, each with its link and date', async () => {
  mockFetch({ 'GET /api/bookmarks': { body: [doubt, logic, attention] } });
  setup();
  const essays = await screen.findByRole('region', { name: 'Essays' });
  expect(titlesIn(essays)).toEqual(['Doubt as a daily practice', 'On attention']);
  expect(titlesIn(group('Courses'))).toEqual(['Logic and proof']);
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Essays',
    'Courses',
  ]);
  const link = within(essays).getByRole('link', { name: 'Doubt as a daily practice' });
  expect(link.getAttribute('href')).toBe('/essay/doubt-as-a-daily-practice');
  expect(within(essays).getByText('Saved Jan 5, 2024')).toBeTruthy();
});

test('a failure is reported with a way to try again', async () => {
  const fetchMock = mockFetch({
    'GET /api/bookmarks': { status: 404, body: { message: 'Cannot GET /api/bookmarks' } },
  });
  const { user } = setup();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Your bookmarks could not be loaded');
  expect(alert.textContent).toContain('Cannot GET /api/bookmarks');
  expect(screen.queryByText('You have no bookmarks yet.')).toBeNull();

  fetchMock.mockImplementation(async () => fakeResponse({ body: [logic] }));
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Logic and proof' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('Remove takes the bookmark away at once and keeps it away once the server agrees', async () => {
  const { fetchMock, release } = fetchWithHeldDelete([doubt, logic]);
  const { user } = setup();
  await user.click(await screen.findByRole('button', { name: 'Remove Doubt as a daily practice' }));

  expect(screen.queryByRole('link', { name: 'Doubt as a daily practice' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Essays' })).toBeNull();
  expect(fetchMock).toHaveBeenCalledWith('/api/bookmarks/3', expect.objectContaining({ method: 'DELETE' }));

  fetchMock.mockImplementation(async () => fakeResponse({ body: [logic] }));
  release({ status: 204 });
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
  expect(screen.queryByRole('link', { name: 'Doubt as a daily practice' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Logic and proof' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a failed Remove puts the bookmark back in its place and says why', async () => {
  const { release } = fetchWithHeldDelete([doubt, logic, attention]);
  const { user } = setup();
  await user.click(await screen.findByRole('button', { name: 'Remove Doubt as a daily practice' }));
  expect(titlesIn(group('Essays'))).toEqual(['On attention']);

  release({ status: 503, body: { message: 'The service is unavailable.' } });
  await waitFor(() => expect(titlesIn(group('Essays'))).toEqual(['Doubt as a daily practice', 'On attention']));
  const toast = await screen.findByRole('alert');
  expect(toast.textContent).toContain('Bookmark not removed');
  expect(toast.textContent).toContain('“Doubt as a daily practice” is back in your list.');
  expect(toast.textContent).toContain('The service is unavailable.');
});

test('a bookmark already removed elsewhere simply disappears', async () => {
  const { fetchMock, release } = fetchWithHeldDelete([doubt]);
  const { user } = setup();
  await user.click(await screen.findByRole('button', { name: 'Remove Doubt as a daily practice' }));
  fetchMock.mockImplementation(async () => fakeResponse({ body: [] }));
  release({ status: 404, body: { message: 'Bookmark not found.' } });
  expect(await screen.findByText('You have no bookmarks yet.')).toBeTruthy();
  expect(screen.queryByText('Bookmark not removed')).toBeNull();
});

test('groups every kind a page can save under its own heading, in a fixed order', async () => {
  const kinds: Array<[Bookmark['kind'], string]> = [
    ['episode', '/podcast/episode/on-listening'],
    ['library', '/library/books#the-courage-to-be'],
    ['quiz', '/quizzes/physics-concepts'],
    ['course', '/courses/logic-and-proof'],
    ['journal', '/journal/3'],
    ['article', '/article/on-attention'],
    ['essay', '/essay/on-doubt'],
  ];
  const list: Bookmark[] = kinds.map(([kind, path], index) => ({
    id: index + 1,
    kind,
    target: `item-${index}`,
    title: `A ${kind}`,
    path,
    createdAt: `2024-01-0${index + 1}T09:00:00.000Z`,
  }));
  mockFetch({ 'GET /api/bookmarks': { body: list } });
  setup();
  await screen.findByRole('region', { name: 'Essays' });
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Essays',
    'Articles',
    'Journal entries',
    'Courses',
    'Quizzes',
    'Library',
    'Podcast episodes',
  ]);
  expect(within(group('Library')).getByRole('link', { name: 'A library' }).getAttribute('href')).toBe(
    '/library/books#the-courage-to-be',
  );
});
