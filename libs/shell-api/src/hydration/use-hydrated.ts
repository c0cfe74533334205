import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while React hydrates what the server drew (even an area hydrated late, after its code
 * arrived), true from then on. What only the browser knows (who is signed in) is drawn from it, so hydration always
 * meets what the server drew and the reader's own parts follow at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
