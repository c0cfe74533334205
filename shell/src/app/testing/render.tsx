import './polyfills';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createQueryClient } from '@site/api-client';
import type { User } from '@site/contracts';
import { USER_QUERY_KEY } from '@site/shell-api';
import { pageTransitionTiming } from '../../features/layout/PageTransition';

// Page transitions finish at once in tests; jsdom cannot scroll.
pageTransitionTiming.exitMs = 0;
window.scrollTo = () => undefined;

function LocationDisplay() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  route?: string;
  /** Who is signed in; leave out to let the session load through fetch. */
  user?: User | null;
  routeState?: unknown;
  /** Passed to userEvent when the test uses fake timers. */
  advanceTimers?: (ms: number) => void;
}

/** Renders with the providers of the real App: query client and router. */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/', user, routeState, advanceTimers }: RenderOptions = {},
) {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  if (user !== undefined) queryClient.setQueryData(USER_QUERY_KEY, user);
  const url = new URL(route, 'http://localhost');
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: url.pathname, search: url.search, state: routeState }]}>
        {ui}
        <LocationDisplay />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, user: userEvent.setup(advanceTimers ? { advanceTimers } : {}) };
}

export function currentLocation(container: HTMLElement = document.body): string {
  return container.querySelector('[data-testid="location"]')?.textContent ?? '';
}
