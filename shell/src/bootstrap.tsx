import { createRoot } from 'react-dom/client';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, Suspense } from 'react';

const ready = fetch('/remotes.json').then((r) => r.json()).then((m: Record<string, string>) => {
  registerRemotes(Object.entries(m).map(([name, entry]) => ({ name, entry })));
});
const App = lazy(() => ready.then(() => loadRemote<{ default: React.ComponentType }>('content/App')) as Promise<{ default: React.ComponentType }>);
createRoot(document.getElementById('root')!).render(<Suspense fallback="loading"><App /></Suspense>);
