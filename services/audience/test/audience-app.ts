import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { configureService, fastifyAdapter } from '@site/service-kit';
import { createTestDatabase, type StoreKind } from '@site/service-kit/testing';
import { AppModule } from '../src/app.module.js';
import { audienceConfig } from '../src/config.js';

export interface AudienceApp {
  app: NestFastifyApplication;
  /** Where `.eml` files go without SMTP_URL, and PGlite keeps its files. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The audience service wired as `startService` wires it, on the embedded PGlite or a fresh database of the
 * real PostgreSQL, listening on a random port. Mail retries come quickly so tests can watch them.
 */
export async function startAudience(kind: StoreKind, env: Record<string, string> = {}): Promise<AudienceApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'audience-'));
  const database = kind === 'PostgreSQL' ? await createTestDatabase('audience') : null;
  const config = audienceConfig({
    DATA_DIR: dataDir,
    INTERNAL_SECRET: 'integration-secret',
    MAIL_POLL_MS: '200',
    MAIL_RETRY_MS: '200',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), fastifyAdapter(), {
    logger: false,
  });
  configureService(app, config);
  await app.listen(0, '127.0.0.1');
  return {
    app,
    dataDir,
    async stop() {
      await app.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
