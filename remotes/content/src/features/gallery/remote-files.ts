import { apiRequest } from '@site/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FileAddress } from './gallery-image';

/*
 * The gallery's images are files of this remote's build, and its two builds write their addresses differently: the
 * browser build puts where the browser loaded the remote from before them (`publicPath: 'auto'`), the server build
 * nothing (`publicPath: ''`: it cannot know where browsers will load the remote from). What both agree on is the
 * file's path inside the build (`assets/<name>.<hash>.webp`), so an image's address is that path under the remote's
 * folder. The server reads the folder where the render and the shell do, in /remotes.json, and the answer travels
 * to the browser in the page's data: hydration draws the very same addresses.
 */

const IN_BROWSER = typeof window !== 'undefined';

/** A base no real address has, to tell a path of the site from an address elsewhere. */
const THIS_SITE = 'http://this-site.invalid';

/**
 * The folder of a remote's manifest as a page addresses it: a path when `/remotes.json` names a path of the site
 * (`/remotes/content/`), the whole address when it names another site (a CDN), as the render addresses its files.
 */
export function remoteFolderOf(pointer: string): string {
  const folder = new URL('.', new URL(pointer, THIS_SITE));
  return folder.origin === THIS_SITE ? folder.pathname : folder.href;
}

async function readRemoteFolder(signal: AbortSignal): Promise<string> {
  const remotes = await apiRequest<Record<string, string | undefined>>('GET', '/remotes.json', undefined, { signal });
  if (!remotes.content) throw new Error('/remotes.json names no content remote');
  return remoteFolderOf(remotes.content);
}

/**
 * In the browser the answer is at hand (webpack's public path), but only asked for once the page is drawn: a page
 * the server drew brings the server's answer, and one it left unfinished is hydrated as it was, still waiting.
 */
export const remoteFolderQuery = () =>
  queryOptions({
    queryKey: ['content', 'remote-folder'],
    queryFn: ({ signal }) => (IN_BROWSER ? Promise.resolve(__webpack_public_path__) : readRemoteFolder(signal)),
    staleTime: Infinity,
  });

/** A file's path inside the build, from the URL its import gives this build. */
const pathInBuild = (url: string) => url.slice(__webpack_public_path__.length);

/** How this page addresses the remote's files, or null while the server has not read the remote's folder yet. */
export function useFileAddress(): FileAddress | null {
  const { data: folder } = useQuery(remoteFolderQuery());
  return folder === undefined ? null : (url) => folder + pathInBuild(url);
}
