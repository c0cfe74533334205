import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Server-side sessions, shared by every gateway replica. */
export class Sessions1732200000001 implements MigrationInterface {
  name = 'Sessions1732200000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE gateway.sessions (
      sid varchar(128) PRIMARY KEY,
      data jsonb NOT NULL,
      expires_at timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX sessions_expires_at_idx ON gateway.sessions (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE gateway.sessions`);
  }
}
