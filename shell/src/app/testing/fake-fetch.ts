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

/** Installs a fetch that answers each `METHOD /path` from the table, and 404 for anything else. */
export function mockFetch(routes: Record<string, FakeReply>) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const reply = routes[`${init?.method ?? 'GET'} ${url}`];
    return fakeResponse(reply ?? { status: 404, body: { message: 'Not found' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The JSON body of the first call to `method path`. */
export function sentBody(fetchMock: jest.Mock, method: string, path: string): unknown {
  const call = fetchMock.mock.calls.find(([url, init]) => url === path && (init as RequestInit)?.method === method);
  return call ? JSON.parse(String((call[1] as RequestInit).body)) : undefined;
}
