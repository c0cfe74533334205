import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Entries copied from a service's own audit events (a scheduled essay going out) name the service and the event, so
 * that replicas copying at once keep each event once.
 */
export class AuditSources1734200000000 implements MigrationInterface {
  name = 'AuditSources1734200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE gateway.audit_log ADD COLUMN source varchar(20), ADD COLUMN source_id integer`);
    await q.query(
      `CREATE UNIQUE INDEX audit_log_source_idx ON gateway.audit_log (source, source_id) WHERE source IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX gateway.audit_log_source_idx`);
    await q.query(`ALTER TABLE gateway.audit_log DROP COLUMN source_id, DROP COLUMN source`);
  }
}
