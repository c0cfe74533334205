import { useLayoutEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@site/api-client';
import { AppearanceSync } from '../features/appearance/AppearanceSync';
import { Layout } from '../features/layout/Layout';
import { carryOverServerFields, FirstPageProvider, type ServerFields } from '@site/shell-api';
import { seedQueryCache, type ServerPage } from '../first-html/server-page';
import { RoutePreloader } from './RoutePreloader';
import { SiteRoutes } from './SiteRoutes';
import '@site/ui/tokens.css';
import './global.css';
import './app.css';
import './public-files';

/**
 * The host application. Remotes render inside this tree and share its QueryClient and router
 * (both federation singletons). It starts from what the server put in the first HTML: the cache
 * holds the page's data before the first render, and the first page's fallback is the server's text.
 */
export function App({ serverPage, serverFields }: { serverPage: ServerPage; serverFields?: ServerFields }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedQueryCache(client, serverPage.data);
    return client;
  });
  useLayoutEffect(() => {
    if (serverFields) carryOverServerFields(serverFields, document.getElementById('root') ?? document.body);
  }, [serverFields]);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <FirstPageProvider mainHtml={serverPage.mainHtml}>
          <RoutePreloader />
          <AppearanceSync />
          <Layout>
            <SiteRoutes />
          </Layout>
        </FirstPageProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
