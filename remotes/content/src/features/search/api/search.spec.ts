import { mockFetch, testQueryClient } from '@site/testing';
import { searchQuery } from './search';

test('the term, the kind when chosen and a page after the first go in the query string', async () => {
  const fetchMock = mockFetch({ 'GET /api/search': { body: { hits: [] } } });
  const client = testQueryClient();
  await client.fetchQuery(searchQuery({ q: 'time & tide', kind: null, page: 1 }));
  await client.fetchQuery(searchQuery({ q: 'time', kind: 'journal', page: 2 }));
  expect(fetchMock.requested('/api/search')).toEqual([
    '/api/search?q=time+%26+tide',
    '/api/search?q=time&kind=journal&page=2',
  ]);
});

test("a failure reads 'Failed to search', keeping the status", async () => {
  mockFetch({ 'GET /api/search': { status: 503, body: 'down' } });
  await expect(testQueryClient().fetchQuery(searchQuery({ q: 'x', kind: null, page: 1 }))).rejects.toMatchObject({
    status: 503,
    message: 'Failed to search',
  });
});
