import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const never = () => () => undefined;
const same = () => 0;

/** Set by the render in progress when React asks it for the server's snapshot: it is on the server, or hydrating. */
let renderingServerHtml = false;
const noteServerHtml = () => {
  renderingServerHtml = true;
  return 0;
};

/**
 * False on the server and while React hydrates what the server drew (even an area hydrated late, after its code
 * arrived), true from then on. What only the browser knows (who is signed in) is drawn from it, so hydration always
 * meets what the server drew and the reader's own parts follow at once.
 *
 * React asks a store for its server snapshot exactly when it renders server HTML or hydrates it; both snapshots are
 * the same here, so React never forces a re-render to reconcile them (that re-render is synchronous: after a large
 * page's hydration, one long task). The flip to true is a transition instead, which yields to the browser.
 */
export function useHydrated(): boolean {
  renderingServerHtml = false;
  useSyncExternalStore(never, same, noteServerHtml);
  const [hydrated, setHydrated] = useState(() => !renderingServerHtml);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
