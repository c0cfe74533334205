import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DataSource } from 'typeorm';
import type { GatewayConfig } from '../../config.js';
import { pgRateLimitStore } from './pg-rate-limit-store.js';

const FIFTEEN_MINUTES = 15 * 60_000;
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** The forwarded routes keep their bodies as raw bytes, which are read here only for the limit's key. */
function bodyOf(request: FastifyRequest): Record<string, unknown> | undefined {
  if (!Buffer.isBuffer(request.body)) return request.body as Record<string, unknown> | undefined;
  try {
    return JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

const bodyField = (request: FastifyRequest, field: 'username' | 'email') => {
  const value = bodyOf(request)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : `ip:${request.ip}`;
};
const accountOf = (request: FastifyRequest) => bodyField(request, 'username');
const emailOf = (request: FastifyRequest) => bodyField(request, 'email');
/** The signed-in account, for checks of its current password. */
const callerOf = (request: FastifyRequest) => String(request.session?.get('user')?.id ?? `ip:${request.ip}`);

/** The route a request matched; forwarded requests all match `/api/*`, so their own path counts. */
const routeOf = (request: FastifyRequest) =>
  request.routeOptions.url === '/api/*' ? request.url.split('?')[0] : (request.routeOptions.url ?? '');

/**
 * Login is limited per client IP and per account name, register per client IP; codes, resets and the
 * account changes that check a password per IP and per address or account. Runs as a preHandler so
 * the account name in the body is known; every attempt counts, good or bad. The counts live in the database,
 * so the limits hold across all gateway replicas.
 */
async function authRateLimits(
  fastify: FastifyInstance,
  { config, dataSource }: { config: GatewayConfig; dataSource: DataSource },
) {
  await fastify.register(fastifyRateLimit, { global: false, store: pgRateLimitStore(dataSource) });
  const limiter = (max: number, key: (request: FastifyRequest) => string) =>
    fastify.createRateLimit({ max, timeWindow: FIFTEEN_MINUTES, keyGenerator: key });
  const limits: Record<string, ReturnType<typeof limiter>[]> = {
    '/api/login': [
      limiter(config.loginLimitPerIp, (r) => `login-ip:${r.ip}`),
      limiter(config.loginLimitPerAccount, (r) => `login-account:${accountOf(r)}`),
    ],
    '/api/register': [limiter(config.registerLimitPerIp, (r) => `register-ip:${r.ip}`)],
  };
  const perIp = (name: string) => limiter(config.accountLimitPerIp, (r) => `${name}-ip:${r.ip}`);
  // Five wrong tries end a code in the identity service; these stop guessing across fresh codes.
  limits['/api/verify-email'] = [perIp('verify'), limiter(10, (r) => `verify-email:${emailOf(r)}`)];
  limits['/api/verify-email/resend'] = [perIp('resend')];
  limits['/api/account/password-reset'] = [perIp('reset'), limiter(5, (r) => `reset-email:${emailOf(r)}`)];
  limits['/api/account/password-reset/confirm'] = [perIp('reset-confirm')];
  // Reports judge canaries: one address cannot flood a canary with errors and have it withdrawn.
  limits['/api/releases/health'] = [limiter(config.healthReportLimitPerIp, (r) => `health-ip:${r.ip}`)];
  for (const path of ['/api/account/password', '/api/account/email', '/api/account/email/verify', '/api/account'])
    limits[path] = [limiter(10, (r) => `account:${path}:${callerOf(r)}`)];

  fastify.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' && request.method !== 'DELETE') return;
    for (const limit of limits[routeOf(request)] ?? []) {
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
