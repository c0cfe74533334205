import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Books written in the admin area: an ISBN (as ISBN-13 digits) and an uploaded cover, which replaces the generated
 * one while it is set. The books and shelves the author removes (or renames a book away from) are remembered, since
 * the shipped seed is read at every start and would otherwise bring them back.
 */
export class LibraryBookAuthoring1733440000000 implements MigrationInterface {
  name = 'LibraryBookAuthoring1733440000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.books
      ADD COLUMN isbn varchar(13) CHECK (isbn ~ '^97[89][0-9]{10}$'),
      ADD COLUMN cover_url varchar(300)`);
    // Whether an uploaded cover is still in use is asked when one is replaced or its book deleted.
    await q.query(`CREATE INDEX books_cover_url_idx ON content.books (cover_url) WHERE cover_url IS NOT NULL`);
    await q.query(`CREATE TABLE content.library_removals (
      kind varchar(10) NOT NULL CHECK (kind IN ('book', 'shelf')),
      slug varchar(120) NOT NULL,
      removed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (kind, slug))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.library_removals`);
    await q.query(`DROP INDEX content.books_cover_url_idx`);
    await q.query(`ALTER TABLE content.books DROP COLUMN isbn, DROP COLUMN cover_url`);
  }
}
