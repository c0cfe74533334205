import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { findSiteRoute } from '@site/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GatewayConfig } from '../../config.js';
import { cacheControlFor } from './cache-policy.js';
import type { RemotesManifest } from './remotes-manifest.js';

const setHeaders = (reply: FastifyReply, filePath: string) => reply.header('cache-control', cacheControlFor(filePath));

function isAppRoute(pathname: string): boolean {
  try {
    return findSiteRoute(decodeURIComponent(pathname)) !== undefined;
  } catch {
    return false;
  }
}

/**
 * The shell's and the remotes' files, precompressed at build time (brotli, gzip), and
 * `/remotes.json`. App routes get `index.html`; any other path gets it with status 404, so
 * the app draws its not-found page.
 */
export async function staticPlugin(
  fastify: FastifyInstance,
  { config, manifest }: { config: GatewayConfig; manifest: RemotesManifest },
) {
  const common = { index: false, preCompressed: true, cacheControl: false, setHeaders } as const;

  await fastify.register(fastifyStatic, { ...common, root: config.shellDir, prefix: '/', wildcard: false });
  // Each built remote under /remotes/<name>/; wildcard so a rebuilt remote's new files are served at once.
  const remotes = existsSync(config.remotesDir) ? readdirSync(config.remotesDir) : [];
  for (const name of remotes) {
    const root = path.join(config.remotesDir, name, 'dist');
    if (!existsSync(root)) continue;
    await fastify.register(fastifyStatic, { ...common, root, prefix: `/remotes/${name}/`, decorateReply: false });
  }

  fastify.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return manifest.read();
  });

  // Every other GET: the app's routes get index.html, anything else the same page with 404.
  fastify.get('/*', (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname.startsWith('/remotes/') || path.extname(pathname)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    reply.code(isAppRoute(pathname) ? 200 : 404).header('cache-control', 'no-cache');
    return reply.sendFile('index.html', config.shellDir);
  });
}
