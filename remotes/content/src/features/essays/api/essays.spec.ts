import { mockFetch, testQueryClient } from '@site/testing';
import { essaysQuery } from './essays';
import { tagsQuery } from './tags';

test('essays: the filters go in the query string and the total comes from X-Total-Count', async () => {
  const fetchMock = mockFetch({ 'GET /api/essays': { body: [], headers: { 'X-Total-Count': '16' } } });
  await expect(testQueryClient().fetchQuery(essaysQuery({ tag: 'time', sortBy: 'title' }))).resolves.toEqual({
    essays: [],
    total: 16,
  });
  expect(fetchMock.requested('/api/essays')).toEqual(['/api/essays?tag=time&sortBy=title']);
});

test('essays: a page after the first goes in the query string after the filters', async () => {
  const fetchMock = mockFetch({ 'GET /api/essays': { body: [], headers: { 'X-Total-Count': '45' } } });
  await testQueryClient().fetchQuery(essaysQuery({ topic: 'Art', page: 3 }));
  expect(fetchMock.requested('/api/essays')).toEqual(['/api/essays?topic=Art&page=3']);
});

test("failures read 'Failed to fetch essays' and 'Failed to fetch tags', keeping the status", async () => {
  mockFetch({ 'GET /api/essays': { status: 500, body: 'boom' }, 'GET /api/tags': { status: 503, body: 'down' } });
  const client = testQueryClient();
  await expect(client.fetchQuery(essaysQuery({}))).rejects.toMatchObject({
    status: 500,
    message: 'Failed to fetch essays',
  });
  await expect(client.fetchQuery(tagsQuery())).rejects.toMatchObject({ status: 503, message: 'Failed to fetch tags' });
});
