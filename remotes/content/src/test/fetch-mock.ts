/** What a mocked endpoint answers: JSON data, or a status with a text body. */
export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Handler = (url: URL) => Reply | Promise<Reply>;

// jsdom has no Response; this carries just what the code under test reads.
function toResponse({ status = 200, body = null, headers = {} }: Reply): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const all = new Headers(headers);
  if (typeof body !== 'string') all.set('Content-Type', 'application/json');
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: all,
    json: async () => JSON.parse(text),
    text: async () => text,
  } as Response;
}

/**
 * Replaces fetch with a router over path → handler; unknown paths answer 404. Returns the mock
 * so tests can read the URLs requested.
 */
export function mockFetch(routes: Record<string, Handler | Reply>) {
  const mock = jest.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    const route = routes[url.pathname];
    if (!route) return toResponse({ status: 404, body: 'Not Found' });
    return toResponse(typeof route === 'function' ? await route(url) : route);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The request URLs made to a path, e.g. requested(mock, '/api/essays') → ['/api/essays?tag=x']. */
export function requested(mock: jest.Mock, path: string): string[] {
  return mock.mock.calls.map(([url]) => String(url)).filter((url) => url.split('?')[0] === path);
}

/** A reply that never arrives, to hold a screen in its loading state. */
export const never = (): Promise<Reply> => new Promise(() => undefined);
