import { useEffect, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppearanceSync } from '../features/appearance/AppearanceSync';
import { Layout } from '../features/layout/Layout';
import { RoutePreloader } from './RoutePreloader';
import { SiteRoutes } from './SiteRoutes';
import '@site/ui/styles.css';
import './global.css';
import './app.css';
import './public-files';

interface AppProps {
  queryClient: QueryClient;
  /** `BrowserRouter` in the browser; on the server, a router fixed at the requested address. */
  router: ComponentType<{ children: ReactNode }>;
}

/**
 * The host application, the same on the server and in the browser. Remotes render inside this tree and share its
 * QueryClient and router (both federation singletons).
 */
export function App({ queryClient, router: Router }: AppProps) {
  useRetryServerFailures(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Router>
        <RoutePreloader />
        <AppearanceSync />
        <Layout>
          <SiteRoutes />
        </Layout>
      </Router>
    </QueryClientProvider>
  );
}

/**
 * An answer the server met as a failure (not a 404: that is the page's own answer) is asked again once the page is
 * the browser's. The server drew the failure, so hydration had to meet it first.
 */
function useRetryServerFailures(queryClient: QueryClient) {
  useEffect(() => {
    void queryClient.invalidateQueries({
      predicate: (query) => query.state.status === 'error' && (query.state.error as { status?: number }).status !== 404,
    });
  }, [queryClient]);
}
