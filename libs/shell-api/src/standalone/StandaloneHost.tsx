import { StrictMode, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '@site/api-client';
import './standalone.css';

interface StandaloneHostProps {
  /** The remote's `./App`, given every path. */
  app: ReactNode;
  /** What `/` shows: the remote's home-page widgets, as the shell would place them. */
  home?: ReactNode;
}

/**
 * What the shell gives a remote, for a team running its remote alone (`npm run dev -w remotes/x`):
 * the query client and the router. The design tokens come from the page's own import.
 */
export function StandaloneHost({ app, home }: StandaloneHostProps) {
  const [client] = useState(createQueryClient);
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <main className="standalone-host">
            <Routes>
              {home ? <Route path="/" element={home} /> : null}
              <Route path="*" element={app} />
            </Routes>
          </main>
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>
  );
}

export function mountStandalone(props: StandaloneHostProps): void {
  createRoot(document.getElementById('root')!).render(<StandaloneHost {...props} />);
}
