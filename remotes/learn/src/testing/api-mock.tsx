// Test helpers: a fetch that answers from a route table, and a render inside the providers the shell gives.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export interface Reply {
  status?: number;
  body?: unknown;
}
type Handler = Reply | ((body: unknown, url: string) => Reply);

export function fakeResponse({ status = 200, body }: Reply): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status < 300 ? 'OK' : 'Error',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' && text ? 'application/json' : null) },
    json: async () => JSON.parse(text),
    text: async () => text,
  } as unknown as Response;
}

/** Answers `METHOD /path` from the table (404 otherwise); later calls to `set` change a route. */
export function mockApi(routes: Record<string, Handler>) {
  const table = { ...routes };
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    const handler = table[key];
    if (!handler) return fakeResponse({ status: 404, body: { message: `No route ${key}` } });
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    return fakeResponse(typeof handler === 'function' ? handler(body, url) : handler);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetchMock,
    set: (key: string, handler: Handler) => {
      table[key] = handler;
    },
    /** The JSON bodies sent to `METHOD /path`. */
    bodies: (key: string) =>
      fetchMock.mock.calls
        .filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key)
        .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined)),
  };
}

export const USER = { id: 7, username: 'ada', name: 'Ada Lovelace', email: 'ada@example.org', isAdmin: false };

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `ui` at `path` (matched by `pattern`) with a fresh query client, as the shell would host it. */
export function renderAt(ui: ReactElement, path = '/', pattern = '*') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
          {pattern === '*' ? null : <Route path="*" element={null} />}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
