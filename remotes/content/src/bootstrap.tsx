// Standalone development (`npm run dev -w remotes/content`): the host normally supplies the router,
// the query client and the design tokens.
import '@site/ui/tokens.css';
import { createQueryClient } from '@site/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import App from './exposes/App';
import RecentEssays from './exposes/RecentEssays';
import RecentJournal from './exposes/RecentJournal';
import './standalone.css';

/** The widgets as the home page shows them (SPEC §9: 10 essays, 3 journal entries). */
function HomeWidgets() {
  return (
    <>
      <h2>Recent essays</h2>
      <RecentEssays limit={10} />
      <h2>Recent journal entries</h2>
      <RecentJournal limit={3} />
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <main className="content-standalone">
          <Routes>
            <Route path="/" element={<HomeWidgets />} />
            <Route path="*" element={<App />} />
          </Routes>
        </main>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
