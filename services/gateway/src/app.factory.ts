import 'reflect-metadata';
import fastifyCompress from '@fastify/compress';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  answerErrorsPlainly,
  BODY_LIMIT_BYTES,
  jsonLogger,
  limitBodyShape,
  Metrics,
  requestIdFor,
  validationPipe,
} from '@site/service-kit';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import type { GatewayConfig } from './config.js';
import { AuditLog } from './features/audit/audit-log.service.js';
import { auditPlugin } from './features/audit/audit.plugin.js';
import { discoveryPlugin } from './features/discovery/discovery.plugin.js';
import { setupOpenApi } from './features/docs/openapi.js';
import { observabilityPlugin } from './features/observability/observability.plugin.js';
import { createFirstHtml } from './features/pages/first-html.js';
import { createOldAddresses } from './features/pages/old-addresses.js';
import { proxyPlugin } from './features/proxy/proxy.plugin.js';
import { ReleaseState } from './features/releases/release-state.js';
import { Releases } from './features/releases/releases.service.js';
import { SharedCache } from './features/proxy/shared-cache.js';
import { Upstreams } from './features/proxy/upstreams.js';
import { authRateLimitsPlugin } from './features/security/auth-rate-limits.js';
import { securityPlugin } from './features/security/security.plugin.js';
import { sessionPlugin } from './features/session/session.plugin.js';
import { SessionsRepository } from './features/session/sessions.repository.js';
import { staticPlugin } from './features/static/static.plugin.js';

/** Builds the gateway without listening, for `main` and for tests. */
export async function createGatewayApp(config: GatewayConfig, options: { logger?: boolean } = {}) {
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: process.env.TRUST_PROXY ?? false,
    genReqId: requestIdFor,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), adapter, {
    logger: options.logger === false ? false : jsonLogger('gateway'),
  });
  // Before any route: the plugins' routes too answer an unexpected error plainly.
  answerErrorsPlainly(app);
  // First: every later hook, handler and answer knows the request's id.
  await app.register(observabilityPlugin, {
    metrics: app.get<Metrics>(Metrics),
    upstreams: app.get<Upstreams>(Upstreams),
    metricsToken: config.metricsToken,
  });
  // The gateway's own routes (login, register, account) parse JSON; proxied JSON bodies, forwarded as bytes, are
  // checked alike before the rate limits read a field of them.
  limitBodyShape(app.getHttpAdapter().getInstance());
  const releases = app.get<ReleaseState>(ReleaseState);
  // Resolved once: every fresh render counts toward the health of the releases it drew.
  const releaseActions = app.get<Releases>(Releases);
  await app.register(securityPlugin, { config, releases });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], brotliOptions: { params: { 2: 4 } } });
  await app.register(sessionPlugin, { config, dataSource: app.get<DataSource>(DataSource) });
  await app.register(authRateLimitsPlugin, { config, dataSource: app.get<DataSource>(DataSource) });
  await app.register(auditPlugin, { log: app.get<AuditLog>(AuditLog) });
  await app.register(proxyPlugin, {
    config,
    upstreams: app.get<Upstreams>(Upstreams),
    sessions: app.get<SessionsRepository>(SessionsRepository),
    cache: app.get<SharedCache>(SharedCache),
  });
  await app.register(discoveryPlugin, { config });
  await app.register(staticPlugin, {
    config,
    releases,
    firstHtml: createFirstHtml(config, (counts) => releaseActions.recordHealth(counts)),
    oldAddresses: createOldAddresses(app.get<Upstreams>(Upstreams), config),
  });
  app.useGlobalPipes(validationPipe());
  const upstreams = app.get<Upstreams>(Upstreams);
  setupOpenApi(app, upstreams);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onClose', async () => upstreams.close());
  await app.init();
  return app;
}
