import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The content service's part of site search: one row per findable item (essay, journal entry, topic) with a weighted
 * tsvector (title A, tags B, excerpt C, body D) behind a GIN index, and the words the rows use behind a
 * trigram index for "did you mean". `search` decides what matches; ranking reads `rank_search`, the same
 * with only the body's opening, small enough to stay in the row. pg_trgm lives in `public`, so content and
 * learn can share it in one database; `down` leaves it for the other.
 */
export class Search1732650000000 implements MigrationInterface {
  name = 'Search1732650000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    await q.query(`CREATE TABLE content.search_documents (
      kind varchar(20) NOT NULL,
      ref varchar(500) NOT NULL,
      title varchar(300) NOT NULL,
      date date,
      tags text NOT NULL DEFAULT '',
      excerpt text NOT NULL DEFAULT '',
      body text NOT NULL DEFAULT '',
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', tags), 'B') ||
        setweight(to_tsvector('english', excerpt), 'C') ||
        setweight(to_tsvector('english', body), 'D')) STORED,
      rank_search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', tags), 'B') ||
        setweight(to_tsvector('english', excerpt), 'C') ||
        setweight(to_tsvector('english', left(body, 200)), 'D')) STORED,
      PRIMARY KEY (kind, ref))`);
    // Without statistics the planner takes a match to be rare and reads matches through the GIN index. With
    // them it scans the whole table for a common word, not seeing that every row's vector lies out of line
    // and must be fetched and decompressed: ten times slower.
    await q.query(`ALTER TABLE content.search_documents ALTER COLUMN search SET STATISTICS 0`);
    await q.query(`CREATE INDEX search_documents_search_idx ON content.search_documents USING gin (search)`);
    await q.query(
      `CREATE INDEX search_documents_title_trgm_idx ON content.search_documents USING gin (lower(title) public.gin_trgm_ops)`,
    );
    await q.query(`CREATE TABLE content.search_words (word varchar(40) PRIMARY KEY)`);
    await q.query(`CREATE INDEX search_words_trgm_idx ON content.search_words USING gin (word public.gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.search_words, content.search_documents`);
  }
}
