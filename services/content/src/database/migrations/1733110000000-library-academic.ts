import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The library's documents (PDF and markdown) and its papers and lecture notes, with an index behind every filter. */
export class LibraryAcademic1733110000000 implements MigrationInterface {
  name = 'LibraryAcademic1733110000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE content.library_documents (
      name varchar(120) PRIMARY KEY,
      title varchar(300) NOT NULL,
      description text NOT NULL,
      format varchar(10) NOT NULL CHECK (format IN ('pdf', 'markdown')),
      file_name varchar(200) NOT NULL,
      byte_length integer NOT NULL CHECK (byte_length >= 0),
      page_count integer CHECK (page_count > 0),
      body text,
      outline jsonb NOT NULL DEFAULT '[]',
      added_at timestamptz NOT NULL,
      CHECK ((format = 'pdf') = (page_count IS NOT NULL)),
      CHECK ((format = 'markdown') = (body IS NOT NULL)))`);
    await q.query(`CREATE TABLE content.papers (
      id serial PRIMARY KEY,
      slug varchar(120) NOT NULL UNIQUE,
      kind varchar(20) NOT NULL CHECK (kind IN ('paper', 'lecture-notes')),
      title varchar(300) NOT NULL,
      authors jsonb NOT NULL,
      author_names text NOT NULL,
      venue varchar(300) NOT NULL,
      published_on date NOT NULL,
      abstract text NOT NULL,
      doi varchar(200),
      url varchar(500),
      document_name varchar(120) REFERENCES content.library_documents(name) ON DELETE SET NULL,
      topics text[] NOT NULL DEFAULT '{}',
      added_at timestamptz NOT NULL,
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(author_names, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(venue, '')), 'C') ||
        to_tsvector('english', coalesce(abstract, ''))) STORED)`);
    await q.query(`CREATE INDEX papers_published_idx ON content.papers (published_on DESC, id DESC)`);
    await q.query(`CREATE INDEX papers_kind_idx ON content.papers (kind)`);
    await q.query(`CREATE INDEX papers_topics_idx ON content.papers USING gin (topics)`);
    await q.query(`CREATE INDEX papers_search_idx ON content.papers USING gin (search)`);
    await q.query(`CREATE INDEX papers_document_idx ON content.papers (document_name)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.papers, content.library_documents`);
  }
}
