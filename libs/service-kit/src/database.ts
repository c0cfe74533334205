import { mkdirSync } from 'node:fs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGliteDriver } from 'typeorm-pglite';
import type { ServiceConfig } from './config.js';

export interface DatabaseOptions {
  /** The PostgreSQL schema this service owns; no other service reads it. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
}

export function dataSourceOptions(config: ServiceConfig, options: DatabaseOptions): DataSourceOptions {
  const common = {
    type: 'postgres' as const,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    synchronize: false,
  };
  if (config.databaseUrl) {
    return { ...common, url: config.databaseUrl, extra: { max: 10 } };
  }
  // PGlite has a single backend session: the driver's pool hands out that one connection. Its contrib
  // extensions must be loaded here before a migration can create them (pg_trgm: search's "did you mean").
  mkdirSync(config.dataDir, { recursive: true });
  return { ...common, driver: new PGliteDriver({ dataDir: config.dataDir, extensions: { pg_trgm } }).driver };
}

/** Opens the database, creates the service's schema if needed and runs pending migrations. */
export async function openDataSource(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  const schema = (options as { schema?: string }).schema;
  if (schema) await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}

export function databaseModule(config: ServiceConfig, options: DatabaseOptions) {
  return TypeOrmModule.forRootAsync({
    useFactory: () => dataSourceOptions(config, options),
    dataSourceFactory: async (resolved) => openDataSource(resolved as DataSourceOptions),
  });
}
