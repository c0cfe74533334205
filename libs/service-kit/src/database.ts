import { mkdirSync } from 'node:fs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Logger } from '@nestjs/common';
import { DataSource, MigrationExecutor, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGliteDriver } from 'typeorm-pglite';
import type { MigrationsMode, ServiceConfig } from './config.js';

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

/**
 * Opens the database and, unless `skip`, creates the service's schema if needed and runs pending migrations.
 * TypeORM takes no lock of its own, so replicas starting together (or beside a migrations Job) would apply the same
 * migration twice: a session advisory lock per schema makes them take turns, and the later ones find nothing pending.
 */
export async function openDataSource(
  options: DataSourceOptions,
  migrations: MigrationsMode = 'run',
): Promise<DataSource> {
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  if (migrations === 'skip') return dataSource;
  const schema = (options as { schema?: string }).schema ?? 'public';
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [`migrations:${schema}`]);
    await runner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'each';
    await executor.executePendingMigrations();
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [`migrations:${schema}`]).catch(() => undefined);
    await runner.release();
  }
  return dataSource;
}

export function databaseModule(config: ServiceConfig, options: DatabaseOptions) {
  const mode = config.migrations ?? 'run';
  return TypeOrmModule.forRootAsync({
    useFactory: () => dataSourceOptions(config, options),
    dataSourceFactory: async (resolved) => {
      const dataSource = await openDataSource(resolved as DataSourceOptions, mode);
      // A migrations Job: the schema is current, and the app it belongs to must not start serving.
      if (mode === 'only') {
        await dataSource.destroy();
        new Logger(config.name).log(`migrations of schema "${options.schema}" are applied (MIGRATIONS=only)`);
        process.exit(0);
      }
      return dataSource;
    },
  });
}
