import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Notices from the site itself in the author's inbox (a release rolled back, ...): unread until read_at is set. */
export class SiteNotices1733270000000 implements MigrationInterface {
  name = 'SiteNotices1733270000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE audience.site_notices (
      id serial PRIMARY KEY,
      subject varchar(200) NOT NULL,
      body text NOT NULL,
      read_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX site_notices_inbox_idx ON audience.site_notices (created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audience.site_notices`);
  }
}
