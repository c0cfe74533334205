import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SERVER_DIR } from '@site/build/server-entry';
import { findSiteRoute } from '@site/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GatewayConfig } from '../../config.js';
import type { FirstHtml } from '../pages/first-html.js';
import type { OldAddresses } from '../pages/old-addresses.js';
import { sendPage } from '../pages/send-page.js';
import { cacheControlFor } from './cache-policy.js';
import { remoteBuildDir, remotePrefix, REMOTES_PATH } from './remote-files.js';
import { visitorCohort } from '../releases/cohort.js';
import type { ReleaseState } from '../releases/release-state.js';

const setHeaders = (reply: FastifyReply, filePath: string) => reply.header('cache-control', cacheControlFor(filePath));

/** The decoded path, or null for one that does not decode (a stray `%`), which no route matches. */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * The shell's and the remotes' files, precompressed at build time (brotli, gzip), and each visitor's
 * `/remotes.json`. Every other path gets its page from the render process: a route's page, or the not-found screen
 * with status 404.
 */
export async function staticPlugin(
  fastify: FastifyInstance,
  {
    config,
    releases,
    firstHtml,
    oldAddresses,
  }: {
    config: GatewayConfig;
    releases: Pick<ReleaseState, 'remotesFor'>;
    firstHtml: FirstHtml;
    oldAddresses: OldAddresses;
  },
) {
  const common = { index: false, preCompressed: true, cacheControl: false, setHeaders } as const;

  // The shell's server bundle is the render process's, not the browser's.
  await fastify.register(fastifyStatic, {
    ...common,
    root: config.shellDir,
    prefix: '/',
    wildcard: false,
    allowedPath: (pathName) => !pathName.startsWith(`/${SERVER_DIR}/`),
  });
  // Each built remote under /remotes/<name>/; wildcard so a rebuilt remote's new files are served at once.
  const remotes = existsSync(config.remotesDir) ? readdirSync(config.remotesDir) : [];
  for (const name of remotes) {
    const root = remoteBuildDir(config.remotesDir, name);
    if (!existsSync(root)) continue;
    await fastify.register(fastifyStatic, { ...common, root, prefix: remotePrefix(name), decorateReply: false });
  }

  // Each visitor's own: a canary's share gets the canary. Private, as it follows the visitor's cookie.
  fastify.get('/remotes.json', async (request, reply) => {
    reply.header('cache-control', 'private, no-cache');
    return releases.remotesFor(visitorCohort(request, reply, config.secure));
  });

  // Every other GET: the app's routes get their page, anything else the frame with 404.
  fastify.get('/*', async (request, reply) => {
    // An imported post's old address: moved for good, kept by browsers an hour only, so a later change reaches them.
    const moved = await oldAddresses.locationOf(request.url);
    if (moved) return reply.header('cache-control', 'public, max-age=3600').redirect(moved, 301);
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith(REMOTES_PATH) || path.extname(pathname)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const decoded = decodedPath(pathname);
    const known = decoded !== null && findSiteRoute(decoded) !== undefined;
    // The same remotes the visitor's browser will load, so the first HTML hydrates with the same builds.
    const remotes = await releases.remotesFor(visitorCohort(request, reply, config.secure));
    return sendPage(request, reply, await firstHtml.page(request.url, { known, remotes }));
  });
}
