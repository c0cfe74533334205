import type { MigrationInterface, QueryRunner } from 'typeorm';

/** 64 hex characters (two random UUIDs): the secret of an essay's preview link. */
const RANDOM_TOKEN = `replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`;

/**
 * Essays gain a status (draft, scheduled, published), their publication time, SEO fields, a cover, a last-saved
 * time and a preview token; every essay so far was published on its day. Revisions keep each save, and covers
 * live in the database so every replica serves them. Readers' orders get partial indexes over published essays.
 */
export class EssayPublishing1733220000000 implements MigrationInterface {
  name = 'EssayPublishing1733220000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.essays
      ADD COLUMN status varchar(10) NOT NULL DEFAULT 'published'
        CONSTRAINT essays_status_check CHECK (status IN ('draft', 'scheduled', 'published')),
      ADD COLUMN published_at timestamptz,
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN seo_title varchar(70) NOT NULL DEFAULT '',
      ADD COLUMN seo_description varchar(200) NOT NULL DEFAULT '',
      ADD COLUMN cover varchar(300),
      ADD COLUMN preview_token char(64) NOT NULL DEFAULT ${RANDOM_TOKEN}`);
    await q.query(`UPDATE content.essays SET published_at = date::timestamptz, updated_at = date::timestamptz`);
    await q.query(`ALTER TABLE content.essays ALTER COLUMN status SET DEFAULT 'draft'`);
    await q.query(`CREATE UNIQUE INDEX essays_preview_token_idx ON content.essays (preview_token)`);

    await q.query(`CREATE INDEX essays_published_date_idx ON content.essays (date DESC, id DESC)
      WHERE status = 'published'`);
    await q.query(`CREATE INDEX essays_published_views_idx ON content.essays (view_count DESC, id DESC)
      WHERE status = 'published'`);
    await q.query(`CREATE INDEX essays_published_title_idx ON content.essays (title, id DESC)
      WHERE status = 'published'`);
    await q.query(`DROP INDEX content.essays_date_idx, content.essays_view_count_idx, content.essays_title_order_idx`);
    await q.query(`CREATE INDEX essays_updated_idx ON content.essays (updated_at DESC, id DESC)`);
    await q.query(`CREATE INDEX essays_status_updated_idx ON content.essays (status, updated_at DESC, id DESC)`);
    await q.query(`CREATE INDEX essays_due_idx ON content.essays (published_at) WHERE status = 'scheduled'`);

    await q.query(`CREATE TABLE content.essay_revisions (
      id serial PRIMARY KEY,
      essay_id integer NOT NULL REFERENCES content.essays(id) ON DELETE CASCADE,
      kind varchar(10) NOT NULL CONSTRAINT essay_revisions_kind_check CHECK (kind IN ('save', 'autosave')),
      title varchar(300) NOT NULL,
      excerpt text NOT NULL,
      body text NOT NULL,
      note varchar(200) NOT NULL DEFAULT '',
      author_id integer,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX essay_revisions_essay_idx ON content.essay_revisions (essay_id, id DESC)`);
    await q.query(`INSERT INTO content.essay_revisions (essay_id, kind, title, excerpt, body, note, created_at)
      SELECT id, 'save', title, excerpt, body, 'Imported', updated_at FROM content.essays`);

    await q.query(`CREATE TABLE content.essay_covers (
      file varchar(120) PRIMARY KEY,
      essay_id integer NOT NULL REFERENCES content.essays(id) ON DELETE CASCADE,
      bytes bytea NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX essay_covers_essay_idx ON content.essay_covers (essay_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.essay_covers, content.essay_revisions`);
    await q.query(`DROP INDEX content.essays_due_idx, content.essays_status_updated_idx, content.essays_updated_idx`);
    await q.query(`CREATE INDEX essays_date_idx ON content.essays (date DESC, id DESC)`);
    await q.query(`CREATE INDEX essays_view_count_idx ON content.essays (view_count DESC, id DESC)`);
    await q.query(`CREATE INDEX essays_title_order_idx ON content.essays (title, id DESC)`);
    await q.query(`DROP INDEX content.essays_published_date_idx, content.essays_published_views_idx,
      content.essays_published_title_idx, content.essays_preview_token_idx`);
    await q.query(`ALTER TABLE content.essays DROP COLUMN status, DROP COLUMN published_at, DROP COLUMN updated_at,
      DROP COLUMN seo_title, DROP COLUMN seo_description, DROP COLUMN cover, DROP COLUMN preview_token`);
  }
}
