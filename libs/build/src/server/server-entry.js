// Where a remote's server entry is, from where its browser manifest is: `/remotes.json` keeps one pointer per remote.

/** The server build's folder inside a remote's build, beside `mf-manifest.json`. */
export const SERVER_DIR = 'server';

/** The server build's container entry. */
export const SERVER_ENTRY_FILE = 'remoteEntry.cjs';

/** @param {string | URL} manifestUrl an absolute URL of the remote's `mf-manifest.json` */
export function serverEntryOf(manifestUrl) {
  return new URL(`${SERVER_DIR}/${SERVER_ENTRY_FILE}`, manifestUrl).href;
}
