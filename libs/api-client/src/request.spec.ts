/** @jest-environment node */
// Node has fetch, Response, FormData and AbortController built in; jsdom lacks Response.
import { ApiError, TimeoutError } from './errors';
import { apiRequest, apiRequestWithTotal } from './request';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) };
  return new Response(JSON.stringify(data), { ...init, headers });
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

describe('errorText', () => {
  test('replaces the message of a failed reply and of a network failure, keeping status and body', async () => {
    fetchMock.mockResolvedValueOnce(new Response('down', { status: 503 }));
    await expect(
      apiRequest('GET', '/api/tags', undefined, { errorText: 'Failed to fetch tags' }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 503,
      body: 'down',
      message: 'Failed to fetch tags',
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const byStatus = (error: ApiError) => `Error fetching journal entries: ${error.status}`;
    await expect(apiRequest('GET', '/api/journal', undefined, { errorText: byStatus })).rejects.toMatchObject({
      status: 0,
      message: 'Error fetching journal entries: 0',
    });
  });

  test('leaves a time-out its own message', async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockImplementation(hangUntilAborted);
      const result = apiRequest('GET', '/api/slow', undefined, { errorText: 'Failed to fetch essays' }).catch(
        (e: unknown) => e,
      );
      await jest.advanceTimersByTimeAsync(15000);
      await expect(result).resolves.toBeInstanceOf(TimeoutError);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('apiRequestWithTotal', () => {
  test('gives the reply with the X-Total-Count header as a number', async () => {
    fetchMock.mockResolvedValue(json([{ id: 1 }], { headers: { 'X-Total-Count': '16' } }));
    await expect(apiRequestWithTotal('GET', '/api/essays')).resolves.toEqual({ data: [{ id: 1 }], total: 16 });
    expect(lastInit().credentials).toBe('include');
  });

  test.each([null, '', 'many', '2.5', '-1'])('a header of %p gives a null total', async (header) => {
    fetchMock.mockResolvedValue(json([], { headers: header === null ? {} : { 'X-Total-Count': header } }));
    await expect(apiRequestWithTotal('GET', '/api/essays')).resolves.toEqual({ data: [], total: null });
  });

  test('fails as apiRequest does', async () => {
    fetchMock.mockResolvedValue(new Response('boom', { status: 500 }));
    await expect(apiRequestWithTotal('GET', '/api/essays')).rejects.toMatchObject({
      status: 500,
      message: '500: boom',
    });
  });
});
