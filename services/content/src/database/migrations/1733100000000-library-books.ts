import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The library's books: each on one status shelf (its status column) and on any of the author's own
 * shelves, with dates, rating, markdown notes and kept quotes. `search` covers title, author and notes
 * for the list's text filter; topics are site topic names, filtered through a GIN index.
 */
export class LibraryBooks1733100000000 implements MigrationInterface {
  name = 'LibraryBooks1733100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE content.library_shelves (
      id serial PRIMARY KEY,
      slug varchar(80) NOT NULL UNIQUE,
      name varchar(120) NOT NULL,
      description text NOT NULL,
      position integer NOT NULL)`);
    await q.query(`CREATE TABLE content.books (
      id serial PRIMARY KEY,
      slug varchar(120) NOT NULL UNIQUE,
      title varchar(300) NOT NULL,
      author varchar(200) NOT NULL,
      year integer NOT NULL,
      status varchar(10) NOT NULL CHECK (status IN ('reading', 'read', 'to-read')),
      started_on date,
      finished_on date,
      topics text[] NOT NULL DEFAULT '{}',
      rating smallint CHECK (rating BETWEEN 1 AND 5),
      notes text NOT NULL,
      added_at timestamptz NOT NULL DEFAULT now(),
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', title || ' ' || author), 'A') ||
        setweight(to_tsvector('english', notes), 'B')) STORED,
      CHECK (finished_on IS NULL OR started_on IS NULL OR finished_on >= started_on))`);
    await q.query(`CREATE INDEX books_search_idx ON content.books USING gin (search)`);
    await q.query(`CREATE INDEX books_topics_idx ON content.books USING gin (topics)`);
    await q.query(`CREATE INDEX books_status_idx ON content.books (status)`);
    await q.query(`CREATE INDEX books_added_at_idx ON content.books (added_at)`);
    await q.query(`CREATE TABLE content.book_shelves (
      book_id integer NOT NULL REFERENCES content.books(id) ON DELETE CASCADE,
      shelf_id integer NOT NULL REFERENCES content.library_shelves(id) ON DELETE CASCADE,
      PRIMARY KEY (book_id, shelf_id))`);
    await q.query(`CREATE INDEX book_shelves_shelf_idx ON content.book_shelves (shelf_id)`);
    await q.query(`CREATE TABLE content.book_quotes (
      id serial PRIMARY KEY,
      book_id integer NOT NULL REFERENCES content.books(id) ON DELETE CASCADE,
      position integer NOT NULL,
      text text NOT NULL,
      page integer CHECK (page > 0))`);
    await q.query(`CREATE INDEX book_quotes_book_idx ON content.book_quotes (book_id, position)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.book_quotes, content.book_shelves, content.books, content.library_shelves`);
  }
}
