import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Topics, essays, tags and their links, with an index behind every filter and sort. */
export class Initial1732200000000 implements MigrationInterface {
  name = 'Initial1732200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE content.topics (
      id serial PRIMARY KEY,
      name varchar(100) NOT NULL UNIQUE,
      active boolean NOT NULL DEFAULT true)`);
    await q.query(`CREATE TABLE content.tags (id serial PRIMARY KEY, name varchar(100) NOT NULL UNIQUE)`);
    await q.query(`CREATE TABLE content.essays (
      id serial PRIMARY KEY,
      slug varchar(200) NOT NULL UNIQUE,
      title varchar(300) NOT NULL,
      date date NOT NULL,
      excerpt text NOT NULL,
      body text NOT NULL,
      view_count integer NOT NULL DEFAULT 0,
      search tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') ||
        to_tsvector('english', coalesce(body, ''))) STORED)`);
    await q.query(`CREATE INDEX essays_date_idx ON content.essays (date DESC, id DESC)`);
    await q.query(`CREATE INDEX essays_view_count_idx ON content.essays (view_count DESC, id DESC)`);
    await q.query(`CREATE INDEX essays_title_idx ON content.essays (title, id)`);
    await q.query(`CREATE INDEX essays_search_idx ON content.essays USING gin (search)`);
    await q.query(`CREATE TABLE content.essay_tags (
      essay_id integer NOT NULL REFERENCES content.essays(id) ON DELETE CASCADE,
      tag_id integer NOT NULL REFERENCES content.tags(id) ON DELETE CASCADE,
      PRIMARY KEY (essay_id, tag_id))`);
    await q.query(`CREATE INDEX essay_tags_tag_idx ON content.essay_tags (tag_id)`);
    await q.query(`CREATE TABLE content.essay_topics (
      essay_id integer NOT NULL REFERENCES content.essays(id) ON DELETE CASCADE,
      topic_id integer NOT NULL REFERENCES content.topics(id) ON DELETE CASCADE,
      PRIMARY KEY (essay_id, topic_id))`);
    await q.query(`CREATE INDEX essay_topics_topic_idx ON content.essay_topics (topic_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.essay_topics, content.essay_tags, content.essays, content.tags, content.topics`);
  }
}
