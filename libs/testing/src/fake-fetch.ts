/** What a faked endpoint answers. A string body is sent as plain text, any other body as JSON. */
export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The call a route function is asked to answer. */
export interface FakeRequest {
  method: string;
  /** As the page asked for it: path and query string. */
  url: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown;
}

export type FakeRoute = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

/** The installed fetch: a jest mock that also reads back what the page sent. */
export interface FakeFetch extends jest.Mock<Promise<Response>, [string, RequestInit?]> {
  /** Answers `METHOD /path` with `route` from now on. */
  set(key: string, route: FakeRoute): void;
  /** `METHOD url` of every call so far, in order. */
  calls(): string[];
  /** The URLs, with their query strings, called for `path`. */
  requested(path: string): string[];
  /** The parsed bodies sent with each call that `METHOD /path` answers. */
  bodies(key: string): unknown[];
}

/** A reply that never arrives, to hold a screen in its loading state. */
export const never = (): Promise<FakeReply> => new Promise(() => undefined);

// jsdom has no Response: this carries what the API client reads.
export function fakeResponse({ status = 200, body, headers = {} }: FakeReply): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const all = new Headers(headers);
  if (body !== undefined && !all.has('Content-Type')) {
    all.set('Content-Type', typeof body === 'string' ? 'text/plain' : 'application/json');
  }
  const ok = status >= 200 && status < 300;
  return {
    ok,
    status,
    statusText: ok ? 'OK' : 'Error',
    headers: all,
    json: async () => JSON.parse(text),
    text: async () => text,
  } as unknown as Response;
}

function toRequest(input: string, init: RequestInit = {}): FakeRequest {
  const url = new URL(input, 'http://localhost');
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined);
  return { method: init.method ?? 'GET', url: input, path: url.pathname, query: url.searchParams, body };
}

/** A key names the exact URL (`GET /api/x?a=1`) or, without a query string, the path with any query. */
function matches(key: string, request: FakeRequest): boolean {
  return key === `${request.method} ${request.url}` || key === `${request.method} ${request.path}`;
}

/**
 * Installs a fetch that answers each `METHOD /path` from the table, and 404 for anything else. An exact
 * URL wins over its path.
 */
export function mockFetch(routes: Record<string, FakeRoute>): FakeFetch {
  const table = new Map(Object.entries(routes));
  const sent: FakeRequest[] = [];

  function find(request: FakeRequest): FakeRoute | undefined {
    return table.get(`${request.method} ${request.url}`) ?? table.get(`${request.method} ${request.path}`);
  }

  const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    const request = toRequest(input, init);
    sent.push(request);
    const route = find(request);
    if (!route) return fakeResponse({ status: 404, body: { message: `No fake route for ${request.method} ${input}` } });
    return fakeResponse(typeof route === 'function' ? await route(request) : route);
  });

  const fake: FakeFetch = Object.assign(fetchMock, {
    set: (key: string, route: FakeRoute) => void table.set(key, route),
    calls: () => sent.map((request) => `${request.method} ${request.url}`),
    requested: (path: string) => sent.filter((request) => request.path === path).map((request) => request.url),
    bodies: (key: string) => sent.filter((request) => matches(key, request)).map((request) => request.body),
  });
  globalThis.fetch = fake as unknown as typeof fetch;
  return fake;
}
