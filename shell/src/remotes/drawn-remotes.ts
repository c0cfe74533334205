import { createContext } from 'react';
import type { RemoteName } from '@site/contracts';

/**
 * Provided by the server render only: each area adds its remote as it is drawn, so the render process can count a
 * view of that remote's release (and an error, when the area failed) the way browsers do.
 */
export const DrawnRemotesContext = createContext<Set<RemoteName> | null>(null);

/**
 * The remotes whose areas failed, from the failures' texts: a remote's server files are fetched from beside its
 * manifest, so a failure in them (loading or drawing) names that folder in its message or stack.
 */
export function failedRemotes(failures: string[], serverEntries: Partial<Record<RemoteName, string>>): RemoteName[] {
  const folders = Object.entries(serverEntries).map(
    // With its closing slash: a folder never matches another whose name it begins.
    ([remote, entry]) => [remote as RemoteName, new URL('..', entry).href] as const,
  );
  return folders.filter(([, folder]) => failures.some((failure) => failure.includes(folder))).map(([remote]) => remote);
}
