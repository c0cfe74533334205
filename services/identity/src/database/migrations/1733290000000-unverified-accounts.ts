import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The hourly purge looks for accounts still unverified past their time: only those are indexed. */
export class UnverifiedAccounts1733290000000 implements MigrationInterface {
  name = 'UnverifiedAccounts1733290000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX users_unverified_created_idx ON identity.users (created_at) WHERE NOT email_verified`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX identity.users_unverified_created_idx`);
  }
}
