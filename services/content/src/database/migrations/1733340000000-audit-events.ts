import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the content service does by itself that the author's audit log must tell (a scheduled essay going out), kept
 * in the transaction that does it, for the gateway to copy into its log (see `AuditEventsController`).
 */
export class AuditEvents1733340000000 implements MigrationInterface {
  name = 'AuditEvents1733340000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE content.audit_events (
      id serial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      summary varchar(300) NOT NULL,
      path varchar(500) NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.audit_events`);
  }
}
