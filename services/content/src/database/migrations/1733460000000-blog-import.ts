import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the blog import brought in: each post of an export by its source and id there, with a hash of what it
 * held, so importing the same export again changes nothing; and the old addresses of the posts, which answer
 * 301 to their essays. Both go with their essay.
 */
export class BlogImport1733460000000 implements MigrationInterface {
  name = 'BlogImport1733460000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE content.imported_items (
      id serial PRIMARY KEY,
      source varchar(200) NOT NULL,
      source_id varchar(500) NOT NULL,
      essay_id integer NOT NULL REFERENCES content.essays(id) ON DELETE CASCADE,
      content_hash char(64) NOT NULL,
      imported_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (source, source_id))`);
    // Which source an essay came from, when a slug is found taken.
    await q.query(`CREATE INDEX imported_items_essay_idx ON content.imported_items (essay_id)`);
    await q.query(`CREATE TABLE content.essay_redirects (
      id serial PRIMARY KEY,
      from_path varchar(500) NOT NULL UNIQUE,
      essay_id integer NOT NULL REFERENCES content.essays(id) ON DELETE CASCADE)`);
    await q.query(`CREATE INDEX essay_redirects_essay_idx ON content.essay_redirects (essay_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.essay_redirects, content.imported_items`);
  }
}
