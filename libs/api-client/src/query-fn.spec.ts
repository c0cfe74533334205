/** @jest-environment node */
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './query-fn';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function fetchWith(queryFn: ReturnType<typeof getQueryFn>, queryKey: readonly unknown[]) {
  return new QueryClient().fetchQuery({ queryKey, queryFn });
}

test('GETs the query key as path plus query string', async () => {
  fetchMock.mockImplementation(async () => Response.json({ ok: true }));
  await expect(fetchWith(getQueryFn(), ['/api/posts', { tag: 'ts', q: '' }])).resolves.toEqual({ ok: true });
  await fetchWith(getQueryFn(), ['/api/posts', 42]);
  expect(fetchMock.mock.calls.map(([url, init]) => [url, init.method])).toEqual([
    ['/api/posts?tag=ts', 'GET'],
    ['/api/posts/42', 'GET'],
  ]);
});

test('a 401 throws by default and gives null when tolerated', async () => {
  fetchMock.mockImplementation(async () => new Response('', { status: 401, statusText: 'Unauthorized' }));
  await expect(fetchWith(getQueryFn(), ['/api/me'])).rejects.toMatchObject({ status: 401 });
  await expect(fetchWith(getQueryFn({ on401: 'returnNull' }), ['/api/me'])).resolves.toBeNull();
});
