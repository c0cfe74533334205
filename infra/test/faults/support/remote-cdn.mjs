// Another origin serving remotes' builds as a CDN would, each remote in a state the test sets: `ok` serves the
// build, `broken` serves it with every script replaced by text that is not JavaScript, `down` answers 503 to
// everything; and a manifest under /gone/ is never there.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { ROOT } from '../../../src/stack.mjs';

const BROKEN_JS = 'export default {{ this is not JavaScript';

/** `/<remote>/…` serves that remote's build as its state says; anything else answers 404. */
export async function startRemoteCdn() {
  /** @type {Map<string, 'ok'|'broken'|'down'>} */
  const states = new Map();
  const server = http.createServer(async (request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    // Never cached: a retry must ask again.
    response.setHeader('cache-control', 'no-store');
    const match = /^\/([a-z]+)\/([\w.\-/]+)$/.exec((request.url ?? '').split('?')[0]);
    if (!match || match[2].includes('..')) return response.writeHead(404).end();
    const [, remote, file] = match;
    const state = states.get(remote) ?? 'ok';
    if (state === 'down') return response.writeHead(503).end();
    if (state === 'broken' && file.endsWith('.js')) {
      return response.writeHead(200, { 'content-type': 'text/javascript' }).end(BROKEN_JS);
    }
    try {
      const body = await readFile(path.join(ROOT, 'remotes', remote, 'dist', file));
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
    /** @param {string} remote @param {'ok'|'broken'|'down'} state */
    set: (remote, state) => states.set(remote, state),
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
