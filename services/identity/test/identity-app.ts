import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { configureService, fastifyAdapter, signIdentity, type CallerIdentity } from '@site/service-kit';
import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '@site/service-kit/testing';
import { AppModule } from '../src/app.module.js';
import { identityConfig } from '../src/config.js';

export const SECRET = 'integration-test-secret';
export const ADMIN_PASSWORD = 'integration-admin-secret';

export interface IdentityApp {
  app: NestFastifyApplication;
  server: import('node:http').Server;
  /** Null on the embedded PGlite. */
  db: TestDatabase | null;
  countUsers(): Promise<number>;
  identity(caller: CallerIdentity): string;
  close(): Promise<void>;
}

/**
 * The identity service on its own fresh database of the real PostgreSQL (or on the embedded PGlite), wired exactly
 * as `startService` wires it. Without an `SMTP_URL` in `env` its mail is written as files to a temporary folder.
 */
export async function startIdentity(
  env: Record<string, string> = {},
  kind: 'PostgreSQL' | 'PGlite' = 'PostgreSQL',
): Promise<IdentityApp> {
  const db = kind === 'PostgreSQL' ? await createTestDatabase('identity') : null;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'identity-'));
  const config = identityConfig({
    ...(db ? { DATABASE_URL: db.url } : {}),
    DATA_DIR: dataDir,
    INTERNAL_SECRET: SECRET,
    ADMIN_PASSWORD,
    MAIL_POLL_MS: '200',
    MAIL_RETRY_MS: '200',
    ...env,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), fastifyAdapter(), {
    logger: false,
  });
  configureService(app, config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const dataSource = app.get(DataSource);
  return {
    app,
    server: app.getHttpAdapter().getInstance().server,
    db,
    countUsers: async () => Number((await dataSource.query('SELECT count(*) AS n FROM identity.users'))[0].n),
    identity: (caller) => signIdentity(caller, SECRET),
    close: async () => {
      await app.close();
      await db?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
