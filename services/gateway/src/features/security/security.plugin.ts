import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../../config.js';
import { RemotesManifest } from '../static/remotes-manifest.js';
import { isForbiddenCrossSite } from './origin-check.js';

async function security(fastify: FastifyInstance, { config }: { config: GatewayConfig }) {
  const manifest = new RemotesManifest(config);
  let remoteOrigins: string[] = await manifest.foreignOrigins();
  // The CSP must follow /remotes.json without a restart; refresh its origins now and then.
  const refresh = setInterval(() => {
    manifest.foreignOrigins().then((origins) => (remoteOrigins = origins), () => undefined);
  }, 10_000);
  refresh.unref();
  fastify.addHook('onClose', async () => clearInterval(refresh));

  const fromRemotes = () => ['self', ...remoteOrigins].map((o) => (o === 'self' ? "'self'" : o));
  await fastify.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [() => fromRemotes().join(' ')],
        // Mermaid and framer-motion write style attributes and <style> in SVG.
        styleSrc: [() => [...fromRemotes(), "'unsafe-inline'"].join(' ')],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [() => fromRemotes().join(' ')],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    hsts: config.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
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
