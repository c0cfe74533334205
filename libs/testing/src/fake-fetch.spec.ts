import { apiRequest, apiRequestWithTotal } from '@site/api-client';
import { mockFetch, never } from './fake-fetch';

test('answers METHOD /path, the exact URL first, and 404 for anything else', async () => {
  mockFetch({
    'GET /api/essays': { body: ['any query'] },
    'GET /api/essays?tag=x': { body: ['tag x'] },
  });
  await expect(apiRequest('GET', '/api/essays?tag=x')).resolves.toEqual(['tag x']);
  await expect(apiRequest('GET', '/api/essays?tag=y')).resolves.toEqual(['any query']);
  await expect(apiRequest('POST', '/api/essays')).rejects.toMatchObject({
    status: 404,
    message: '404: {"message":"No fake route for POST /api/essays"}',
  });
});

test('sends headers, plain-text bodies and JSON bodies as a server would', async () => {
  mockFetch({
    'GET /api/essays': { body: [], headers: { 'X-Total-Count': '12' } },
    'GET /api/journal': { status: 503, body: 'down' },
  });
  await expect(apiRequestWithTotal('GET', '/api/essays')).resolves.toEqual({ data: [], total: 12 });
  await expect(apiRequest('GET', '/api/journal')).rejects.toMatchObject({ status: 503, body: 'down' });
});

test('a route function sees the request; set() changes a route; calls, requested and bodies read back', async () => {
  const fetchMock = mockFetch({
    'POST /api/echo': ({ body, query }) => ({ status: 201, body: { got: body, page: query.get('page') } }),
  });
  await expect(apiRequest('POST', '/api/echo?page=2', { a: 1 })).resolves.toEqual({ got: { a: 1 }, page: '2' });
  fetchMock.set('GET /api/user', { body: null });
  await expect(apiRequest('GET', '/api/user')).resolves.toBeNull();
  expect(fetchMock.calls()).toEqual(['POST /api/echo?page=2', 'GET /api/user']);
  expect(fetchMock.requested('/api/echo')).toEqual(['/api/echo?page=2']);
  expect(fetchMock.bodies('POST /api/echo')).toEqual([{ a: 1 }]);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('never() holds a call open', async () => {
  mockFetch({ 'GET /api/slow': never });
  const settled = jest.fn();
  apiRequest('GET', '/api/slow').then(settled, settled);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(settled).not.toHaveBeenCalled();
});
