import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** The site's origin; empty when rendered on the server, so a hydrating page matches its first HTML. */
export function useOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
}
