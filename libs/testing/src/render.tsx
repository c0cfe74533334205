import type { QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { queryWrapper } from './query-client';

export interface RenderOptions {
  /** The address to start at, with its query string. */
  route?: string;
  /** A route pattern (`/courses/:slug`) to render `ui` under, so it can read its parameters. */
  path?: string;
  routeState?: unknown;
  /** Cache entries to start with, e.g. who is signed in. */
  queryData?: ReadonlyArray<readonly [QueryKey, unknown]>;
  /** Passed to userEvent when the test uses fake timers. */
  advanceTimers?: (ms: number) => void;
}

const LOCATION_TEST_ID = 'location';

// Hidden, so it is no extra element for role queries; tests read it through currentLocation().
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <div hidden data-testid={LOCATION_TEST_ID}>
      {pathname + search}
    </div>
  );
}

/** Renders as the host would: its query client (without retries) and a router at `route`. */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/', path, routeState, queryData = [], advanceTimers }: RenderOptions = {},
) {
  const { queryClient, wrapper: QueryProvider } = queryWrapper();
  for (const [key, data] of queryData) queryClient.setQueryData(key, data);
  const url = new URL(route, 'http://localhost');
  const result = render(
    <QueryProvider>
      <MemoryRouter initialEntries={[{ pathname: url.pathname, search: url.search, state: routeState }]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        ) : (
          ui
        )}
        <LocationProbe />
      </MemoryRouter>
    </QueryProvider>,
  );
  return { ...result, queryClient, user: userEvent.setup(advanceTimers ? { advanceTimers } : {}) };
}

/** The address the rendered screen is at now: path and query string. */
export function currentLocation(): string {
  return document.querySelector(`[data-testid="${LOCATION_TEST_ID}"]`)?.textContent ?? '';
}

/** The query parameters of the current address. */
export function currentParams(): URLSearchParams {
  return new URLSearchParams(currentLocation().split('?')[1] ?? '');
}
