import { ValidationPipe, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ServiceConfig } from './config.js';
import { IDENTITY_HEADER, verifyIdentity } from './identity.js';
import { answerErrorsPlainly } from './error-answers.filter.js';
import { jsonLogger } from './observability/json-logger.js';
import { Metrics } from './observability/metrics.js';
import { observeRequests } from './observability/observe-requests.js';
import { requestIdFor } from './observability/request-id.js';
import { serveOpenApi } from './openapi.js';
import { limitBodyShape } from './body-depth.js';
import { queryStringProblem, SafeParamsPipe } from './safe-input.js';
import { stopOnSignals } from './shutdown.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Validation that refuses unknown fields (never stores them) and answers 400 with a message. */
export const validationPipe = () =>
  new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true, stopAtFirstError: true });

/** Shared wiring for a service app, used by `startService` and by tests. */
export function configureService(app: INestApplication, config: ServiceConfig): void {
  const fastify = (app as NestFastifyApplication).getHttpAdapter().getInstance();
  // Before any route is registered: each one answers an unexpected error plainly.
  answerErrorsPlainly(app);
  // First, so that every later hook and handler, and each log line they write, knows the request's id.
  observeRequests(fastify, { metrics: app.get(Metrics) });
  fastify.addHook('onRequest', async (request) => {
    const header = request.headers[IDENTITY_HEADER];
    (request as unknown as { caller: unknown }).caller = verifyIdentity(
      typeof header === 'string' ? header : undefined,
      config.internalSecret,
    );
  });
  // Refused before the body is read, so no handler, validator or database ever sees such a query.
  fastify.addHook('onRequest', async (request, reply) => {
    const problem = queryStringProblem(request.url);
    if (problem) return reply.code(400).send({ message: problem, error: 'Bad Request', statusCode: 400 });
  });
  limitBodyShape(fastify);
  // Services answer the same `/api/...` paths the gateway forwards, so routing needs no rewriting.
  app.setGlobalPrefix('api', { exclude: ['health', 'metrics', ...(config.publicPaths ?? [])] });
  app.useGlobalPipes(validationPipe(), new SafeParamsPipe());
  serveOpenApi(app, config.name);
}

// Path parameters up to 1,000 characters reach the handlers, whose validation answers 400 with a message
// (a slug may be 200 long; the router's default of 100 answered 414 for longer, valid ones).
// `trustProxy` names the gateway's addresses: its `X-Forwarded-For` carries the visitor's address.
export function fastifyAdapter(trustProxy = '127.0.0.1') {
  return new FastifyAdapter({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy,
    routerOptions: { maxParamLength: 1000 },
    genReqId: requestIdFor,
  });
}

/** Starts a service on `config.host` (loopback unless `<NAME>_HOST` says otherwise): it is reached through the gateway. */
export async function startService(appModule: unknown, config: ServiceConfig): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(appModule as never, fastifyAdapter(config.trustProxy), {
    logger: jsonLogger(config.name),
  });
  configureService(app, config);
  stopOnSignals(app);
  await app.listen(config.port, config.host);
  return app;
}
