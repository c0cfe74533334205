import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whose session it is, on what device, since when and last seen when: for the list of a reader's sessions and
 * for ending all sessions of an account at once.
 */
export class SessionDetails1733200000000 implements MigrationInterface {
  name = 'SessionDetails1733200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE gateway.sessions
      ADD COLUMN user_id integer,
      ADD COLUMN device varchar(100),
      ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(
      `UPDATE gateway.sessions SET user_id = (data->'user'->>'id')::integer WHERE data->'user' IS NOT NULL`,
    );
    await q.query(`CREATE INDEX sessions_user_id_idx ON gateway.sessions (user_id) WHERE user_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX gateway.sessions_user_id_idx`);
    await q.query(`ALTER TABLE gateway.sessions
      DROP COLUMN user_id, DROP COLUMN device, DROP COLUMN created_at, DROP COLUMN last_seen_at`);
  }
}
