import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { ensureRemotesRegistered } from './remotes/registry';

// Read /remotes.json while React renders, so the first remote a route needs is not delayed by it.
ensureRemotesRegistered().catch(() => undefined);
createRoot(document.getElementById('root')!).render(<App />);
