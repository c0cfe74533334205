import path from 'node:path';

/** Where the built remotes' files are served: each under `/remotes/<name>/`. */
export const REMOTES_PATH = '/remotes/';

/** The address prefix a built remote's files are served under: `/remotes/<name>/`. */
export const remotePrefix = (name: string): string => `${REMOTES_PATH}${name}/`;

/** The folder the files under a remote's prefix are served from: `<remotesDir>/<name>/dist`. */
export const remoteBuildDir = (remotesDir: string, name: string): string => path.join(remotesDir, name, 'dist');

/**
 * The file an address under `/remotes/<name>/` is served from, or null for any other address, a query or fragment,
 * or one that climbs out of the build folder.
 */
export function remoteBuildFile(remotesDir: string, address: string): string | null {
  const match = /^\/remotes\/([a-z0-9-]+)\/([^?#]+)$/.exec(address);
  if (!match || match[2].split('/').includes('..')) return null;
  return path.join(remoteBuildDir(remotesDir, match[1]), match[2]);
}
