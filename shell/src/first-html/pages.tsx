// Runs at build time only, in Node: the build renders these screens into dist/pages/, and the
// gateway puts each into its page's first HTML, so the home page's text and hero image are there
// before any script runs.
import { ROUTES, type RouteIdsOf } from '@site/contracts';
import { USER_QUERY_KEY } from '@site/shell-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { HomePage } from '../features/home/HomePage';

/** The shell's pages whose text is the same for every visitor. */
export type PrerenderedRouteId = Extract<RouteIdsOf<'shell'>, 'home'>;

function asVisitorSees(id: PrerenderedRouteId, page: ReactElement): ReactElement {
  const queryClient = new QueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, null);
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[ROUTES[id].path]}>{page}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** Route id → the element the build renders into `dist/pages/<id>.html`. */
export const pages: Record<PrerenderedRouteId, ReactElement> = {
  home: asVisitorSees('home', <HomePage />),
};
