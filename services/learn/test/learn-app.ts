import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { configureService, fastifyAdapter } from '@site/service-kit';
import { serviceOnTestStore, type StoreKind } from '@site/service-kit/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { learnConfig } from '../src/config.js';

export interface LearnApp {
  app: NestFastifyApplication;
  server: import('node:http').Server;
  query<T = Record<string, unknown>>(sql: string): Promise<T[]>;
}

/** The learn service on the given database, wired exactly as `startService` wires it. */
export async function startLearn(databaseUrl: string, env: Record<string, string> = {}): Promise<LearnApp> {
  const config = learnConfig({ DATABASE_URL: databaseUrl, ...env });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), fastifyAdapter(), {
    logger: false,
  });
  configureService(app, config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const dataSource = app.get(DataSource);
  return { app, server: app.getHttpAdapter().getInstance().server, query: (sql) => dataSource.query(sql) };
}

/** The learn service on a fresh store of this kind for the enclosing `describe`'s tests. */
export const learnOn = (kind: StoreKind, prefix: string, env: Record<string, string> = {}) =>
  serviceOnTestStore(
    kind,
    prefix,
    (store) => startLearn(store.databaseUrl, { ...store.env, ...env }),
    (t) => t.app.close(),
  );
