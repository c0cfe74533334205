import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The audit log of admin actions: who, what, when, from where, and the answer's status. */
export class AuditLog1733270000000 implements MigrationInterface {
  name = 'AuditLog1733270000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE gateway.audit_log (
      id serial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      user_id integer,
      user_name varchar(200),
      user_email varchar(320),
      method varchar(10) NOT NULL,
      path varchar(2000) NOT NULL,
      summary varchar(300) NOT NULL,
      status smallint NOT NULL,
      ip varchar(64) NOT NULL,
      user_agent varchar(500) NOT NULL,
      details jsonb)`);
    await q.query(`CREATE INDEX audit_log_at_idx ON gateway.audit_log (at)`);
    await q.query(`CREATE INDEX audit_log_user_at_idx ON gateway.audit_log (user_id, at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE gateway.audit_log`);
  }
}
