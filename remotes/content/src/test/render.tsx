import { createQueryClient } from '@site/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

/**
 * Renders as the host would (its router, its query client) at `route`. Retries are off so error
 * states show at once; `location()` is the address the screen has navigated to.
 */
export function renderAt(route: string, ui: ReactElement) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  let current = '';
  function LocationProbe() {
    const { pathname, search } = useLocation();
    current = pathname + search;
    return null;
  }
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, location: () => current };
}
