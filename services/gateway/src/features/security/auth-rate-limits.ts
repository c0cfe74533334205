import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../../config.js';

const FIFTEEN_MINUTES = 15 * 60_000;
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

const accountOf = (request: FastifyRequest) => {
  const username = (request.body as { username?: unknown } | undefined)?.username;
  return typeof username === 'string' ? username.toLowerCase().slice(0, 254) : `ip:${request.ip}`;
};

/**
 * Login is limited per client IP and per account name, register per client IP. Runs as a
 * preHandler so the account name in the body is known; every attempt counts, good or bad.
 */
async function authRateLimits(fastify: FastifyInstance, { config }: { config: GatewayConfig }) {
  await fastify.register(fastifyRateLimit, { global: false });
  const limiter = (max: number, key: (request: FastifyRequest) => string) =>
    fastify.createRateLimit({ max, timeWindow: FIFTEEN_MINUTES, keyGenerator: key });
  const limits: Record<string, ReturnType<typeof limiter>[]> = {
    '/api/login': [
      limiter(config.loginLimitPerIp, (r) => `login-ip:${r.ip}`),
      limiter(config.loginLimitPerAccount, (r) => `login-account:${accountOf(r)}`),
    ],
    '/api/register': [limiter(config.registerLimitPerIp, (r) => `register-ip:${r.ip}`)],
  };

  fastify.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    for (const limit of limits[request.routeOptions.url ?? ''] ?? []) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        return reply
          .code(429)
          .header('retry-after', String(result.ttlInSeconds))
          .send({ statusCode: 429, message: TOO_MANY_ATTEMPTS });
      }
    }
  });
}

export const authRateLimitsPlugin = fp(authRateLimits, { name: 'site-auth-rate-limits' });
