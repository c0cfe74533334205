import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { offerServerMain, takeEarlyEvents, watchServerFields } from '@site/shell-api';
import { PAGE_MAIN_SELECTOR } from './first-html/markers';
import { readServerPage } from './first-html/server-page';
import { ensureRemotesRegistered } from './remotes/registry';

// Read /remotes.json while React renders, so the first remote a route needs is not delayed by it.
ensureRemotesRegistered().catch(() => undefined);
const root = document.getElementById('root')!;
// Taken before React replaces the server's markup. createRoot rather than hydrateRoot: the app's
// first render draws the same DOM (the frame, then the server's main markup as the loading
// fallback), so the swap in one commit moves nothing, and no hydration mismatch can arise.
const serverPage = readServerPage(document);
// The main area's own nodes move into the app's fallback, so what is being typed there is never copied.
if (serverPage.mainHtml !== null) offerServerMain(root.querySelector(PAGE_MAIN_SELECTOR));
// What the reader did before this script ran (kept by the page's boot script) counts as watched.
const serverFields = watchServerFields(root, null, takeEarlyEvents());
// As a transition the first render yields to the browser every few milliseconds instead of holding
// the main thread for one long task; the server's page stays usable meanwhile, and what is typed
// into it is carried over at the commit.
startTransition(() => createRoot(root).render(<App serverPage={serverPage} serverFields={serverFields} />));
