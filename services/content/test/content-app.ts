import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { configureService, fastifyAdapter } from '@site/service-kit';
import { serviceOnTestStore, type StoreKind } from '@site/service-kit/testing';
import { AppModule } from '../src/app.module.js';
import { contentConfig } from '../src/config.js';

/**
 * The content service wired as `startService` wires it, on the given database (PGlite for '', in the
 * env's DATA_DIR), not yet listening.
 */
export async function startContent(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<NestFastifyApplication> {
  const config = contentConfig({ DATABASE_URL: databaseUrl, INTERNAL_SECRET: 'integration-secret', ...env });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), fastifyAdapter(), {
    logger: false,
  });
  configureService(app, config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/** The content service on a fresh store of this kind for the enclosing `describe`'s tests. */
export const contentOn = (kind: StoreKind, prefix: string) =>
  serviceOnTestStore(
    kind,
    prefix,
    (store) => startContent(store.databaseUrl, store.env),
    (app) => app.close(),
  );
