// Another origin serving remotes' builds as a CDN would, each remote in a state the test sets: `ok` serves the
// build, `broken` serves it with every script replaced by text that is not JavaScript, `server-broken` breaks only
// the server build's scripts (what the render process runs), `server-slow` sends those only after `SLOW_MS`, `down`
// answers 503 to everything; and a manifest under /gone/ is never there. A remote's files come from its build in the
// repository unless the test gives another folder (`serve`).
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { ROOT } from '../../../src/stack.mjs';

const BROKEN_JS = 'export default {{ this is not JavaScript';

/** Longer than the render process's time budget. */
export const SLOW_MS = 6_000;

const isServerScript = (file) => file.endsWith('.cjs');

/** `/<remote>/…` serves that remote's build as its state says; anything else answers 404. */
export async function startRemoteCdn() {
  /** @type {Map<string, 'ok'|'broken'|'server-broken'|'server-slow'|'down'>} */
  const states = new Map();
  /** @type {Map<string, string>} a remote's build folder, when not the repository's */
  const folders = new Map();
  const server = http.createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    // Never cached: a retry must ask again.
    response.setHeader('cache-control', 'no-store');
    const match = /^\/([a-z]+)\/([\w.\-/]+)$/.exec((request.url ?? '').split('?')[0]);
    if (!match || match[2].includes('..')) return response.writeHead(404).end();
    const [, remote, file] = match;
    const state = states.get(remote) ?? 'ok';
    if (state === 'down') return response.writeHead(503).end();
    if (
      (state === 'broken' && (file.endsWith('.js') || isServerScript(file))) ||
      (state === 'server-broken' && isServerScript(file))
    ) {
      return response.writeHead(200, { 'content-type': 'text/javascript' }).end(BROKEN_JS);
    }
    if (state === 'server-slow' && isServerScript(file)) await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    try {
      const folder = folders.get(remote) ?? path.join(ROOT, 'remotes', remote, 'dist');
      const body = await readFile(path.join(folder, file));
      const type = file.endsWith('.json') ? 'application/json' : file.endsWith('.css') ? 'text/css' : 'text/javascript';
      response.writeHead(200, { 'content-type': type }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    manifest: (remote) => `${origin}/${remote}/mf-manifest.json`,
    missingManifest: (remote) => `${origin}/gone/${remote}/mf-manifest.json`,
    /** @param {string} remote @param {'ok'|'broken'|'server-broken'|'server-slow'|'down'} state */
    set: (remote, state) => states.set(remote, state),
    /** Serves `remote` from another build folder (a new release of it). */
    serve: (remote, folder) => folders.set(remote, folder),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
