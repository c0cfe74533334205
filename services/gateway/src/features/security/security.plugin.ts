import { createHash } from 'node:crypto';
import fastifyCors from '@fastify/cors';
import { BOOT_SCRIPT } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { GatewayConfig } from '../../config.js';
import type { ReleaseState } from '../releases/release-state.js';
import { isForbiddenCrossSite } from './origin-check.js';

/** The page's one inline script, allowed by its hash. */
const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

interface RequestWithOrigins {
  remoteSources?: string;
}

async function security(
  fastify: FastifyInstance,
  { config, releases }: { config: GatewayConfig; releases: Pick<ReleaseState, 'foreignOrigins'> },
) {
  const fromRemotes = (req: unknown) => (req as RequestWithOrigins).remoteSources ?? "'self'";
  // Helmet's own middleware, built once: @fastify/helmet builds it again for every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // One inline script, the boot script; the page's data is JSON the browser never runs.
        scriptSrc: [fromRemotes, BOOT_SCRIPT_SOURCE],
        // Mermaid and framer-motion write style attributes and <style> in SVG.
        styleSrc: [fromRemotes, "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [fromRemotes],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: config.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  fastify.addHook('onRequest', async (request, reply) => {
    // The CSP follows the releases without a restart: a remote released from a CDN is allowed at once. Only
    // documents load scripts, so an API answer's policy names no remotes and costs no look at the state.
    if (!request.url.startsWith('/api/')) {
      const origins = await releases.foreignOrigins();
      (request.raw as RequestWithOrigins).remoteSources = ["'self'", ...origins].join(' ');
    }
    // Helmet calls back at once; an error it passes on fails the request.
    securityHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (error) throw error;
    });
  });
  await fastify.register(fastifyCors, {
    origin: config.allowedOrigins.length > 0 ? config.allowedOrigins : false,
    credentials: true,
  });
  fastify.addHook('onRequest', async (request, reply) => {
    const forbidden = isForbiddenCrossSite(
      {
        method: request.method,
        origin: request.headers.origin,
        secFetchSite: request.headers['sec-fetch-site'] as string | undefined,
        host: request.headers.host,
        protocol: request.protocol,
      },
      config.allowedOrigins,
    );
    if (forbidden) {
      return reply.code(403).send({ message: 'Cross-site requests may not change anything here.', statusCode: 403 });
    }
  });
}

export const securityPlugin = fp(security, { name: 'site-security' });
