// jsdom has no fetch or Response: these stand-ins carry just what the API client reads.
export interface FakeReply {
  status?: number;
  body?: unknown;
}

export function fakeResponse({ status = 200, body }: FakeReply): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' && text ? 'application/json' : null) },
    json: async () => JSON.parse(text),
    text: async () => text,
  } as unknown as Response;
}

type Route = FakeReply | ((init?: RequestInit) => FakeReply);

/** Installs a fetch that answers each `METHOD /path` from the table, and 404 for anything else. */
export function mockFetch(routes: Record<string, Route>) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const reply = routes[`${init?.method ?? 'GET'} ${url}`];
    if (!reply) return fakeResponse({ status: 404, body: { message: 'Not found' } });
    return fakeResponse(typeof reply === 'function' ? reply(init) : reply);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The `METHOD /path` of every call so far. */
export function calledRoutes(fetchMock: jest.Mock): string[] {
  return fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${url}`);
}
