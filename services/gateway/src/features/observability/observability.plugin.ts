import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { observeRequests, type Metrics } from '@site/service-kit';
import type { Upstreams } from '../proxy/upstreams.js';
import { bearerMatches } from './metrics-token.js';
import { watchUpstreamPools } from './upstream-pool-metrics.js';

interface ObservabilityOptions {
  metrics: Metrics;
  upstreams: Upstreams;
  /** `METRICS_TOKEN`: without it the gateway has no `/metrics` (the path is an unknown page like any other). */
  metricsToken: string | undefined;
}

/**
 * Request ids, request metrics and the line per request (registered first, so every answer carries its
 * `X-Request-Id`), and `/metrics` for scrapers that hold the token: the gateway is the public entry, so
 * neither loopback nor a path is proof of a scraper.
 */
async function observability(fastify: FastifyInstance, { metrics, upstreams, metricsToken }: ObservabilityOptions) {
  observeRequests(fastify, { metrics });
  watchUpstreamPools(metrics.registry, upstreams);
  if (!metricsToken) return;
  fastify.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!bearerMatches(request.headers.authorization, metricsToken)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'Metrics need the scraper token: Authorization: Bearer <METRICS_TOKEN>.', statusCode: 401 });
    }
    return reply.type(metrics.contentType).send(await metrics.text());
  });
}

export const observabilityPlugin = fp(observability, { name: 'site-observability' });
