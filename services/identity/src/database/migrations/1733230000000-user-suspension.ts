import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When the administrator suspended an account; null while it may log in. */
export class UserSuspension1733230000000 implements MigrationInterface {
  name = 'UserSuspension1733230000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE identity.users ADD COLUMN suspended_at timestamptz`);
    // The admin list shows the newest accounts first.
    await q.query(`CREATE INDEX users_created_idx ON identity.users (created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX identity.users_created_idx`);
    await q.query(`ALTER TABLE identity.users DROP COLUMN suspended_at`);
  }
}
