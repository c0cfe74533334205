import fastifyCookie from '@fastify/cookie';
import fastifySession from '@fastify/session';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DataSource } from 'typeorm';
import type { GatewayConfig } from '../../config.js';
import { PgSessionStore } from './pg-session-store.js';
import { SessionEntity } from './session.entity.js';
import { sessionUser } from './session-user.js';

/** Idle lifetime: the cookie and the stored session expire a week after the last visit. */
export const SESSION_IDLE_MS = 7 * 86_400_000;
/** Absolute lifetime: a login is never good for more than 30 days. */
export const SESSION_ABSOLUTE_MS = 30 * 86_400_000;

export function sessionCookieName(secure: boolean): string {
  // `__Host-` binds the cookie to this exact origin, which browsers allow only over TLS.
  return secure ? '__Host-sid' : 'sid';
}

async function sessions(fastify: FastifyInstance, opts: { config: GatewayConfig; dataSource: DataSource }) {
  await fastify.register(fastifyCookie);
  await fastify.register(fastifySession, {
    secret: opts.config.sessionSecret,
    cookieName: sessionCookieName(opts.config.secure),
    // Visitors get no session row and no cookie until they log in.
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: opts.config.secure, path: '/', maxAge: SESSION_IDLE_MS },
    store: new PgSessionStore(opts.dataSource.getRepository(SessionEntity)),
  });
  fastify.addHook('preHandler', async (request) => {
    const user = sessionUser(request);
    if (user && Date.now() - user.loginAt > SESSION_ABSOLUTE_MS) await request.session.destroy();
  });
}

export const sessionPlugin = fp(sessions, { name: 'site-sessions' });
