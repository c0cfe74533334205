import { useCurrentUser } from '@site/shell-api';
import { lazy, Suspense } from 'react';

// Loaded for signed-in readers only: a visitor's first screen carries none of it.
const AccountAppearance = lazy(() => import('./AccountAppearance'));

/**
 * Follows the account's choice on any device the reader signs in on; a visitor keeps this browser's own (written onto
 * `<html>` by the gateway from the appearance cookie). Draws nothing.
 */
export function AppearanceSync() {
  const { user } = useCurrentUser();
  return user ? (
    <Suspense fallback={null}>
      <AccountAppearance />
    </Suspense>
  ) : null;
}
