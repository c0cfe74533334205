import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@site/api-client';
import { Layout } from '../features/layout/Layout';
import { RoutePreloader } from './RoutePreloader';
import { SiteRoutes } from './SiteRoutes';
import '@site/ui/tokens.css';
import './global.css';
import './app.css';
import './public-files';

/**
 * The host application. Remotes render inside this tree and share its QueryClient and router
 * (both federation singletons).
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <RoutePreloader />
        <Layout>
          <SiteRoutes />
        </Layout>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
