import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { configureService, fastifyAdapter } from '../bootstrap.js';
import type { ServiceConfig } from '../config.js';
import { OPENAPI_PATH } from '../openapi.js';
import { createTestDatabase } from './test-database.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;

/**
 * Why an operation is not really described, or null: it needs a summary, a tag and, for its success,
 * a 204 or an answer with a schema (JSON, or another media type such as a feed's XML). Nest lists an
 * undecorated route with none of these.
 */
export function undescribed(operation: Operation): string | null {
  if (!operation.summary) return 'no summary';
  if (!operation.tags?.length) return 'no tag';
  const described = Object.entries(operation.responses ?? {}).some(
    ([status, response]) =>
      status === '204' ||
      (/^2\d\d$/.test(status) &&
        response &&
        'content' in response &&
        Object.values(response.content ?? {}).some((media) => media.schema)),
  );
  return described ? null : 'no success answer with a schema';
}

/** The app module and config of a service, given its environment. */
export type ServiceFactory = (env: Record<string, string>) => [appModule: unknown, config: ServiceConfig];

/**
 * Starts a service on a fresh test database as `startService` wires it, records every route it registers
 * on Fastify, and lists those its own `/openapi.json` leaves out or does not really describe
 * ("GET /api/x: no summary").
 */
export async function undocumentedRoutes(name: string, service: ServiceFactory): Promise<string[]> {
  const db = await createTestDatabase(`${name}_openapi`);
  let app: NestFastifyApplication | undefined;
  try {
    const [appModule, config] = service({
      DATABASE_URL: db.url,
      INTERNAL_SECRET: 'openapi-test-secret',
      ADMIN_PASSWORD: 'openapi-test-admin-42',
    });
    app = await NestFactory.create<NestFastifyApplication>(appModule as never, fastifyAdapter(), { logger: false });
    const fastify = app.getHttpAdapter().getInstance();
    const routes: string[] = [];
    fastify.addHook('onRoute', ({ method, url }) => {
      for (const verb of [method].flat()) if (verb !== 'HEAD') routes.push(`${verb} ${url}`);
    });
    configureService(app, config);
    await app.listen(0, '127.0.0.1');
    const document = (await (await fetch(`${await app.getUrl()}${OPENAPI_PATH}`)).json()) as OpenAPIObject;
    const operations = new Map<string, Operation>(
      Object.entries(document.paths).flatMap(([path, item]) =>
        METHODS.filter((method) => item[method]).map((method) => [
          `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
          item[method]!,
        ]),
      ),
    );
    return routes
      .filter((route) => route !== `GET ${OPENAPI_PATH}`)
      .flatMap((route) => {
        const operation = operations.get(route);
        const problem = operation ? undescribed(operation) : 'not in the document';
        return problem ? [`${route}: ${problem}`] : [];
      });
  } finally {
    await app?.close();
    await db.drop();
  }
}
