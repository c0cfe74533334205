import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { readServerPage } from './first-html/server-page';
import { ensureRemotesRegistered } from './remotes/registry';

// Read /remotes.json while React renders, so the first remote a route needs is not delayed by it.
ensureRemotesRegistered().catch(() => undefined);
// Taken before React replaces the server's markup. createRoot rather than hydrateRoot: the app's
// first render draws the same DOM (the frame, then the server's main markup as the loading
// fallback), so the swap in one commit moves nothing, and no hydration mismatch can arise.
const serverPage = readServerPage(document);
createRoot(document.getElementById('root')!).render(<App serverPage={serverPage} />);
