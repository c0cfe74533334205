/** @jest-environment node */
// Node has fetch, Response, FormData and AbortController built in; jsdom lacks Response.
import { ApiError, TimeoutError } from './errors';
import { apiRequest } from './request';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function json(data: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(data), { ...init, headers: { 'Content-Type': 'application/json' } });
}

function lastInit(): RequestInit {
  return fetchMock.mock.calls[fetchMock.mock.calls.length - 1][1];
}

// A fetch that only ends when its signal aborts, as a real one would with a silent server.
function hangUntilAborted(_url: string, init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    const signal = init.signal;
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason));
  });
}

test('every request carries credentials', async () => {
  fetchMock.mockImplementation(async () => json({}));
  await apiRequest('GET', '/api/a');
  await apiRequest('POST', '/api/b', { x: 1 });
  await apiRequest('DELETE', '/api/c', undefined, { on401: 'returnNull' });
  expect(fetchMock).toHaveBeenCalledTimes(3);
  for (const [, init] of fetchMock.mock.calls) expect(init.credentials).toBe('include');
});

test('FormData is sent as is, without a content type', async () => {
  fetchMock.mockResolvedValue(json({}));
  const form = new FormData();
  form.append('file', 'content');
  await apiRequest('POST', '/api/upload', form);
  expect(lastInit().body).toBe(form);
  expect(new Headers(lastInit().headers).has('content-type')).toBe(false);
});

test('any other body is sent as JSON with a JSON content type', async () => {
  fetchMock.mockResolvedValue(json({}));
  await apiRequest('PUT', '/api/posts/1', { title: 'Hi', tags: ['a'] });
  expect(fetchMock).toHaveBeenCalledWith('/api/posts/1', expect.objectContaining({ method: 'PUT' }));
  expect(lastInit().body).toBe('{"title":"Hi","tags":["a"]}');
  expect(new Headers(lastInit().headers).get('content-type')).toBe('application/json');
});

describe('the reply is read as JSON only when its content type says so', () => {
  test.each(['application/json', 'application/json; charset=utf-8', 'application/problem+json'])(
    '%s is parsed',
    async (contentType) => {
      fetchMock.mockResolvedValue(new Response('{"id":7}', { headers: { 'Content-Type': contentType } }));
      await expect(apiRequest('GET', '/api/x')).resolves.toEqual({ id: 7 });
    },
  );

  test.each(['text/plain', 'text/html', null])('%s gives {}', async (contentType) => {
    const response = new Response('{"id":7}');
    if (contentType) response.headers.set('Content-Type', contentType);
    else response.headers.delete('Content-Type');
    fetchMock.mockResolvedValue(response);
    await expect(apiRequest('GET', '/api/x')).resolves.toEqual({});
  });
});

describe('time-out', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('aborts after 15000 ms with the exact message', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const result = apiRequest('GET', '/api/slow');
    const settled = jest.fn();
    result.then(settled, settled);

    await jest.advanceTimersByTimeAsync(14999);
    expect(settled).not.toHaveBeenCalled();
    expect(lastInit().signal?.aborted).toBe(false);

    jest.advanceTimersByTime(1);
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      message: 'Request timed out after 15000ms. Please check your connection and try again.',
    });
  });

  test("honours the caller's AbortSignal", async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const caller = new AbortController();
    const result = apiRequest('GET', '/api/slow', undefined, { signal: caller.signal });
    const reason = new Error('cancelled by caller');
    caller.abort(reason);
    await expect(result).rejects.toBe(reason);

    const alreadyAborted = AbortSignal.abort(reason);
    await expect(apiRequest('GET', '/api/slow', undefined, { signal: alreadyAborted })).rejects.toBe(reason);
  });
});

test('a network failure is an ApiError with status 0', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({
    name: 'ApiError',
    status: 0,
    message: 'Failed to fetch',
  });
});

test('a non-OK reply raises "status: body"', async () => {
  fetchMock.mockResolvedValue(new Response('Title is required', { status: 422, statusText: 'Unprocessable' }));
  const error = await apiRequest('POST', '/api/posts', {}).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 422, body: 'Title is required', message: '422: Title is required' });
});

test('a non-OK reply with an empty body raises "status: statusText"', async () => {
  fetchMock.mockResolvedValue(new Response('', { status: 503, statusText: 'Service Unavailable' }));
  await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({
    status: 503,
    body: '',
    message: '503: Service Unavailable',
  });
});

test('a 401 throws by default', async () => {
  fetchMock.mockResolvedValue(new Response('Not signed in', { status: 401, statusText: 'Unauthorized' }));
  await expect(apiRequest('GET', '/api/me')).rejects.toMatchObject({ status: 401, message: '401: Not signed in' });
});

test("a 401 gives null with on401: 'returnNull'", async () => {
  fetchMock.mockResolvedValue(new Response('Not signed in', { status: 401, statusText: 'Unauthorized' }));
  await expect(apiRequest('GET', '/api/me', undefined, { on401: 'returnNull' })).resolves.toBeNull();
});
