import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { USER_QUERY_KEY } from '@site/shell-api';
import { Layout } from '../features/layout/Layout';
import { PageTransition } from '../features/layout/PageTransition';
import { ServerMain } from '@site/shell-api';
import { PAGE_MAIN_MARKER } from './markers';

/**
 * A path no nav link points to: the template marks no link as the current page, and the app marks
 * the right one when it mounts (a change of colour, never of place).
 */
const FRAME_PATH = '/frame';

/**
 * The frame as the app first draws it for a visitor (signed out, side menu closed), with the
 * main area holding the marker where the gateway writes each page's main HTML. Rendered once at
 * build time into `index.html`.
 */
export function Frame() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, null);
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[FRAME_PATH]}>
        <Layout>
          <PageTransition pageKey={FRAME_PATH}>
            <ServerMain html={PAGE_MAIN_MARKER} />
          </PageTransition>
        </Layout>
      </MemoryRouter>
    </QueryClientProvider>
  );
}
