import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What readers saved. One row per reader and item; a deleted account takes its bookmarks with it. */
export class Bookmarks1732400000000 implements MigrationInterface {
  name = 'Bookmarks1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE identity.bookmarks (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
      kind varchar(16) NOT NULL,
      target varchar(200) NOT NULL,
      title varchar(300) NOT NULL,
      path varchar(500) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT bookmarks_user_kind_target_key UNIQUE (user_id, kind, target),
      CONSTRAINT bookmarks_kind_check
        CHECK (kind IN ('essay', 'article', 'journal', 'course', 'quiz', 'library', 'episode')),
      CONSTRAINT bookmarks_path_check CHECK (path LIKE '/%' AND path NOT LIKE '//%'))`);
    // The list is always one reader's bookmarks, newest first.
    await q.query(`CREATE INDEX bookmarks_user_created_idx ON identity.bookmarks (user_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE identity.bookmarks`);
  }
}
