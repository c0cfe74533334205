import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Rate-limit counters, one row per key and window, shared by every gateway replica. */
export class RateLimits1734100000000 implements MigrationInterface {
  name = 'RateLimits1734100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE gateway.rate_limits (
      key text PRIMARY KEY,
      hits integer NOT NULL,
      resets_at timestamptz NOT NULL)`);
    await q.query(`CREATE INDEX rate_limits_resets_at_idx ON gateway.rate_limits (resets_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE gateway.rate_limits`);
  }
}
