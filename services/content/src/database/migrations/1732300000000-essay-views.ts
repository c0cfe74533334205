import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who read which essay on which day, so a read counts once per visitor and day. The visitor is a keyed
 * hash that changes every day, never an address; rows older than yesterday are pruned.
 */
export class EssayViews1732300000000 implements MigrationInterface {
  name = 'EssayViews1732300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE content.essay_views (
      essay_id integer NOT NULL REFERENCES content.essays(id) ON DELETE CASCADE,
      day date NOT NULL,
      visitor varchar(64) NOT NULL,
      PRIMARY KEY (essay_id, day, visitor))`);
    await q.query(`CREATE INDEX essay_views_day_idx ON content.essay_views (day)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.essay_views`);
  }
}
