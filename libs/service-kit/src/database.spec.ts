import type { MigrationInterface, QueryRunner } from 'typeorm';
import { openDataSource } from './database.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

/** Slow enough that two replicas starting together would both find it pending without a lock. */
class CreateNotes1700000000000 implements MigrationInterface {
  async up(runner: QueryRunner): Promise<void> {
    await runner.query('SELECT pg_sleep(0.3)');
    await runner.query('CREATE TABLE "notes"."note" (id serial PRIMARY KEY)');
  }
  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE "notes"."note"');
  }
}

describe('openDataSource on PostgreSQL', () => {
  let db: TestDatabase;
  const options = () => ({
    type: 'postgres' as const,
    url: db.url,
    schema: 'notes',
    migrations: [CreateNotes1700000000000],
    migrationsTableName: 'migrations',
  });

  beforeEach(async () => {
    db = await createTestDatabase('service_kit_migrations');
  });
  afterEach(() => db.drop());

  it('lets replicas that start together apply each migration once', async () => {
    const replicas = await Promise.all([openDataSource(options()), openDataSource(options())]);
    try {
      const applied = await replicas[0].query('SELECT name FROM "notes"."migrations"');
      expect(applied).toEqual([{ name: 'CreateNotes1700000000000' }]);
      expect(await replicas[1].query('SELECT count(*)::int AS n FROM "notes"."note"')).toEqual([{ n: 0 }]);
    } finally {
      await Promise.all(replicas.map((replica) => replica.destroy()));
    }
  });

  it('leaves the schema alone with MIGRATIONS=skip', async () => {
    const dataSource = await openDataSource(options(), 'skip');
    try {
      const schemas = await dataSource.query(`SELECT 1 FROM information_schema.schemata WHERE schema_name = 'notes'`);
      expect(schemas).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });
});
