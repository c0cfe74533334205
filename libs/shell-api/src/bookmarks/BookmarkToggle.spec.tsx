import { screen, waitFor } from '@testing-library/react';
import type { Bookmark } from '@site/contracts';
import { fakeResponse, mockFetch, reader, renderWithProviders, type FakeReply } from '@site/testing';
import { USER_QUERY_KEY } from '../session/api/current-user';
import { removeToast, toastStore } from '../toast/toast-store';
import { BOOKMARKS_QUERY_KEY } from './api/bookmarks';
import { BookmarkToggle } from './BookmarkToggle';

const essay = { kind: 'essay', target: 'on-doubt', title: 'On doubt', path: '/essay/on-doubt' } as const;
const saved: Bookmark = { ...essay, id: 4, createdAt: '2024-01-05T09:00:00.000Z' };

afterEach(() => removeToast());

function setup(user: typeof reader | null = reader) {
  return renderWithProviders(<BookmarkToggle {...essay} />, {
    route: '/essay/on-doubt',
    queryData: [[USER_QUERY_KEY, user]],
  });
}

/** Answers GET /api/bookmarks with `list`; every other call waits until the test releases it. */
function heldChanges(list: Bookmark[]) {
  const release: Array<(reply: FakeReply) => void> = [];
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET' && url === '/api/bookmarks') return fakeResponse({ body: list });
    return fakeResponse(await new Promise<FakeReply>((resolve) => release.push(resolve)));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, release: (reply: FakeReply) => release.shift()?.(reply) };
}

const toggle = () => screen.getByRole('button', { name: 'Bookmark On doubt' });

test('a visitor is offered to log in instead', () => {
  const fetchMock = mockFetch({});
  setup(null);
  const link = screen.getByRole('link', { name: 'Log in to bookmark' });
  expect(link.getAttribute('href')).toBe('/auth');
  expect(screen.queryByRole('button')).toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('shows whether the item is saved', async () => {
  mockFetch({ 'GET /api/bookmarks': { body: [saved] } });
  setup();
  await waitFor(() => expect(toggle().getAttribute('aria-pressed')).toBe('true'));
});

test('saving flips at once, sends the item and keeps the saved bookmark', async () => {
  const { fetchMock, release } = heldChanges([]);
  const { user, queryClient } = setup();
  await waitFor(() => expect(toggle().getAttribute('aria-disabled')).toBeNull());
  expect(toggle().getAttribute('aria-pressed')).toBe('false');

  await user.click(toggle());
  expect(toggle().getAttribute('aria-pressed')).toBe('true');
  expect(fetchMock).toHaveBeenCalledWith('/api/bookmarks', expect.objectContaining({ method: 'POST' }));
  expect(JSON.parse(fetchMock.mock.calls[1][1]!.body as string)).toEqual(essay);

  fetchMock.mockImplementation(async () => fakeResponse({ body: [saved] }));
  release({ status: 201, body: saved });
  await waitFor(() => expect(queryClient.getQueryData(BOOKMARKS_QUERY_KEY)).toEqual([saved]));
  expect(toggle().getAttribute('aria-pressed')).toBe('true');
  expect(toastStore.getState().toasts).toHaveLength(0);
});

test('a refused save is undone and the reader is told why', async () => {
  const { release } = heldChanges([]);
  const { user } = setup();
  await waitFor(() => expect(toggle().getAttribute('aria-disabled')).toBeNull());
  await user.click(toggle());
  expect(toggle().getAttribute('aria-pressed')).toBe('true');

  release({ status: 409, body: { message: 'You can keep at most 500 bookmarks. Remove some to save more.' } });
  await waitFor(() => expect(toggle().getAttribute('aria-pressed')).toBe('false'));
  expect(toastStore.getState().toasts[0]).toMatchObject({
    title: 'Bookmark not saved',
    description: 'You can keep at most 500 bookmarks. Remove some to save more.',
    variant: 'destructive',
  });
});

test('removing flips at once; a failure puts the bookmark back with a toast', async () => {
  const { fetchMock, release } = heldChanges([saved]);
  const { user } = setup();
  await waitFor(() => expect(toggle().getAttribute('aria-pressed')).toBe('true'));
  await user.click(toggle());
  expect(toggle().getAttribute('aria-pressed')).toBe('false');
  expect(fetchMock).toHaveBeenCalledWith('/api/bookmarks/4', expect.objectContaining({ method: 'DELETE' }));

  release({ status: 503, body: { message: 'The service is unavailable.' } });
  await waitFor(() => expect(toggle().getAttribute('aria-pressed')).toBe('true'));
  expect(toastStore.getState().toasts[0]).toMatchObject({
    title: 'Bookmark not removed',
    description: 'The service is unavailable.',
  });
});

test('in a list, visitors see nothing rather than one login link per item', () => {
  mockFetch({});
  renderWithProviders(<BookmarkToggle {...essay} hideForVisitors />, { queryData: [[USER_QUERY_KEY, null]] });
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
});

test('until the reader is known, the login link keeps its room on the page, unseen and offered to no one', async () => {
  const user: FakeReply[] = [];
  globalThis.fetch = jest.fn(() => new Promise((resolve) => user.push(resolve as never))) as unknown as typeof fetch;
  const { container } = renderWithProviders(<BookmarkToggle {...essay} />, { route: '/essay/on-doubt' });
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
  const room = container.querySelector('[aria-hidden="true"]');
  expect(room?.className).toContain('bookmark-toggle--reserved');
  expect(room?.textContent).toBe('Log in to bookmark');
});
