import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AUDIT_SUMMARY_HEADER,
  END_SESSIONS_HEADER,
  parseAuditSummary,
  parseEndSessions,
  signIdentity,
} from '@site/service-kit';
import type { GatewayConfig, ServiceName } from '../../config.js';
import { endSessions } from '../session/end-sessions.js';
import { sessionUser } from '../session/session-user.js';
import type { SessionsRepository } from '../session/sessions.repository.js';
import { wantsEventStream } from './event-stream.js';
import { requestHeadersFor, responseHeadersFrom } from './forward-headers.js';
import { SERVICE_FILES, serviceFor, UPLOAD_LIMITS } from './service-routes.js';
import { offeredToSharedCaches, type SharedCache } from './shared-cache.js';
import { upstreamFailure } from './upstream-error.js';
import type { Upstreams } from './upstreams.js';

interface ProxyOptions {
  config: GatewayConfig;
  upstreams: Upstreams;
  sessions: SessionsRepository;
  cache: SharedCache;
}

/** Methods that change nothing: any other that succeeds drops its service's shared answers. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Forwards `/api/*`, and the files services write (feeds, sitemaps), to the owning service. Registered in its own encapsulated context so
 * bodies stay raw bytes (forms and uploads pass through untouched) within the size limit.
 */
export async function proxyPlugin(fastify: FastifyInstance, { config, upstreams, sessions, cache }: ProxyOptions) {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const forward = async (request: FastifyRequest, reply: FastifyReply, service: ServiceName | null) => {
    if (!service) return reply.code(404).send({ message: 'Not found', statusCode: 404 });
    const user = sessionUser(request);
    const headers = requestHeadersFor(request.headers, {
      identity: user
        ? signIdentity({ userId: user.id, isAdmin: user.isAdmin, email: user.email }, config.internalSecret)
        : null,
      clientIp: request.ip,
      requestId: String(request.id),
    });
    const stream = wantsEventStream(request.headers);
    // Only what every anonymous reader is given alike may be shared: no session, no byte range, no stream.
    const shareable = request.method === 'GET' && !user && !request.headers.range && !stream;
    const cacheRequest = { url: request.url, method: request.method, headers: request.headers };
    const kept = shareable ? await cache.find(service, cacheRequest) : undefined;
    if (kept) return reply.code(kept.statusCode).headers(responseHeadersFrom(kept.headers)).send(kept.body);
    const settle = shareable ? cache.ask(service, cacheRequest) : undefined;
    try {
      // An event stream stays open: it gets a connection of its own and no body time-out (see Upstreams).
      const pool = stream ? upstreams.streamPool(service) : upstreams.pool(service);
      const upstream = await pool.request({
        path: request.url,
        method: request.method as 'GET',
        headers,
        body: request.body as Buffer | undefined,
      });
      // Before the answer leaves: the next request of an ended session must already find it gone.
      const order = parseEndSessions(upstream.headers[END_SESSIONS_HEADER]);
      if (order) await endSessions(request, sessions, order);
      // The service's own words for an admin action, for the audit log (see the audit plugin).
      request.auditSummary = parseAuditSummary(upstream.headers[AUDIT_SUMMARY_HEADER]) ?? request.auditSummary;
      if (!SAFE_METHODS.has(request.method) && upstream.statusCode < 400) cache.forget(service);
      reply.code(upstream.statusCode).headers(responseHeadersFrom(upstream.headers));
      if (!shareable || !offeredToSharedCaches(upstream.headers)) return reply.send(upstream.body);
      const answer = {
        statusCode: upstream.statusCode,
        headers: upstream.headers,
        body: Buffer.from(await upstream.body.arrayBuffer()),
      };
      cache.store(service, cacheRequest, answer);
      return reply.send(answer.body);
    } catch (error) {
      const failure = upstreamFailure(service, error);
      request.log.warn({ service, err: error }, 'upstream request failed');
      const body = { message: failure.message, statusCode: failure.status };
      settle?.({
        statusCode: failure.status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: Buffer.from(JSON.stringify(body)),
      });
      return reply.code(failure.status).send(body);
    } finally {
      settle?.();
    }
  };

  fastify.all('/api/*', (request, reply) => forward(request, reply, serviceFor(request.url.split('?')[0])));
  // A fixed path outranks the wildcard, so these uploads alone get their larger limit.
  for (const [method, path, bodyLimit] of UPLOAD_LIMITS)
    fastify.route({
      method,
      url: path,
      bodyLimit,
      handler: (request, reply) => forward(request, reply, serviceFor(path)),
    });
  // Fastify has matched a file's pattern already, so its owner comes with the route.
  for (const [pattern, owner] of SERVICE_FILES)
    fastify.get(pattern, (request, reply) => forward(request, reply, owner));
}
