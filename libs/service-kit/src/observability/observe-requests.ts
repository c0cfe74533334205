import { Logger, type LoggerService } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.js';
import { trackRequestContext } from './request-context.js';
import { REQUEST_ID_HEADER } from './request-id.js';

/** The route label of a request no route matched (a 404): its path is the caller's choice, so it is not used. */
export const UNMATCHED_ROUTE = '(unmatched)';

interface ObserveOptions {
  metrics: Metrics;
  /** Where the line of each answered request goes; Nest's logger (silent in apps made with `logger: false`). */
  logger?: LoggerService;
}

/**
 * Gives each request its id (echoed as `X-Request-Id` on every answer, and known to every log line written
 * while serving it), counts it in the metrics, and logs one line when it is answered: method, route pattern,
 * status and duration. The path, query, headers and body are never logged: a reset link carries its token
 * in the query, and bodies carry passwords and codes.
 */
export function observeRequests(fastify: FastifyInstance, { metrics, logger = new Logger('http') }: ObserveOptions) {
  trackRequestContext(fastify);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = reply.statusCode;
    metrics.recordRequest({ method: request.method, route, status, seconds: reply.elapsedTime / 1000 });
    const line = {
      requestId: String(request.id),
      method: request.method,
      route,
      status,
      durationMs: Number(reply.elapsedTime.toFixed(1)),
    };
    if (status >= 500) logger.error('request answered', line);
    else logger.log('request answered', line);
    done();
  });
}
