import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@site/api-client';
import { App } from './app/App';
import { Document } from './document/Document';
import { LEFT_TO_THE_BROWSER, PAGE_DATA_ID, readPageData } from './document/page-data';
import { ensureRemotesRegistered } from './remotes/registry';

// Read /remotes.json while React renders, so the first remote a route needs is not delayed by it.
ensureRemotesRegistered().catch(() => undefined);
const queryClient = createQueryClient();
const pageDataText = document.getElementById(PAGE_DATA_ID)?.textContent ?? null;
const pageData = readPageData(pageDataText);
const app = <App queryClient={queryClient} router={BrowserRouter} />;

if (pageData && pageDataText !== null) {
  // The server drew this page from the same screens: React adopts its HTML and replays what the reader did
  // meanwhile. As a transition the work yields to the browser every few milliseconds instead of one long task.
  hydrate(queryClient, pageData.queries);
  startTransition(() => {
    hydrateRoot(
      document,
      <Document assets={pageData.assets} siteOrigin={pageData.siteOrigin} pageData={pageDataText}>
        {app}
      </Document>,
      {
        // An area the server left to the browser (it logged why) is drawn here, as meant; anything else that makes
        // React redraw is a mismatch between the server and the browser, and says so.
        onRecoverableError: (error, info) => {
          const digest = (error as { digest?: string }).digest ?? (info as { digest?: string }).digest;
          if (digest !== LEFT_TO_THE_BROWSER) console.error('Hydration:', error, info.componentStack ?? '');
        },
      },
    );
  });
} else {
  // The static shell (the renderer was down or slow): the app draws the page itself.
  startTransition(() => createRoot(document.getElementById('root')!).render(app));
}
