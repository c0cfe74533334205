import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The CHECK of library_documents that tied a page count to every PDF, found by what it says. */
const PAGE_COUNT_CHECK = `SELECT conname FROM pg_constraint
  WHERE conrelid = 'content.library_documents'::regclass AND contype = 'c'
    AND pg_get_constraintdef(oid) LIKE '%page_count IS NOT NULL%'`;

/**
 * Papers and recordings written in the admin area. Recordings become drafts until their audio is uploaded (MP3
 * or M4A); the shipped ones are published. An uploaded PDF whose pages cannot be counted keeps no count, so a
 * PDF's page count may be missing (markdown still has none).
 */
export class LibraryItemAuthoring1733450000000 implements MigrationInterface {
  name = 'LibraryItemAuthoring1733450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.audio_items
      ADD COLUMN status varchar(20) NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published')),
      ADD COLUMN audio_type varchar(40) NOT NULL DEFAULT 'audio/mpeg',
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
      ALTER COLUMN audio_url DROP NOT NULL,
      ALTER COLUMN audio_bytes DROP NOT NULL,
      ALTER COLUMN duration_seconds DROP NOT NULL`);
    // What readers are given always has its audio.
    await q.query(`ALTER TABLE content.audio_items ADD CONSTRAINT audio_items_published_complete
      CHECK (status = 'draft' OR (audio_url IS NOT NULL AND audio_bytes IS NOT NULL AND duration_seconds IS NOT NULL))`);
    for (const { conname } of await q.query(PAGE_COUNT_CHECK)) {
      await q.query(`ALTER TABLE content.library_documents DROP CONSTRAINT "${conname}"`);
    }
    await q.query(`ALTER TABLE content.library_documents ADD CONSTRAINT library_documents_page_count_pdf_only
      CHECK (format = 'pdf' OR page_count IS NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.library_documents DROP CONSTRAINT library_documents_page_count_pdf_only`);
    // The old table wants a count for every PDF: one page stands in where none could be read.
    await q.query(`UPDATE content.library_documents SET page_count = 1 WHERE format = 'pdf' AND page_count IS NULL`);
    await q.query(`ALTER TABLE content.library_documents
      ADD CHECK ((format = 'pdf') = (page_count IS NOT NULL))`);
    await q.query(`DELETE FROM content.audio_items WHERE status <> 'published'`);
    await q.query(`ALTER TABLE content.audio_items
      DROP CONSTRAINT audio_items_published_complete,
      DROP COLUMN status, DROP COLUMN audio_type, DROP COLUMN updated_at,
      ALTER COLUMN audio_url SET NOT NULL, ALTER COLUMN audio_bytes SET NOT NULL,
      ALTER COLUMN duration_seconds SET NOT NULL`);
  }
}
