import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The library's recordings (lectures and readings) and the podcast: episodes with their show notes,
 * chapters and timed transcript lines. Audio files live under /media/audio; rows hold their addresses.
 */
export class LibraryAudio1733120000000 implements MigrationInterface {
  name = 'LibraryAudio1733120000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE content.audio_items (
      id serial PRIMARY KEY,
      slug varchar(200) NOT NULL UNIQUE,
      title varchar(300) NOT NULL,
      kind varchar(10) NOT NULL CHECK (kind IN ('lecture', 'reading')),
      speaker varchar(200) NOT NULL,
      recorded_on date NOT NULL,
      summary text NOT NULL,
      topics text[] NOT NULL DEFAULT '{}',
      audio_url varchar(300) NOT NULL,
      audio_bytes integer NOT NULL CHECK (audio_bytes > 0),
      duration_seconds double precision NOT NULL CHECK (duration_seconds > 0),
      artwork_url varchar(300) NOT NULL,
      added_at timestamptz NOT NULL)`);
    await q.query(`CREATE TABLE content.podcast_episodes (
      id serial PRIMARY KEY,
      slug varchar(200) NOT NULL UNIQUE,
      number integer NOT NULL UNIQUE CHECK (number > 0),
      guid varchar(100) NOT NULL UNIQUE,
      title varchar(300) NOT NULL,
      published_at timestamptz NOT NULL,
      summary text NOT NULL,
      notes text NOT NULL,
      audio_url varchar(300) NOT NULL,
      audio_bytes integer NOT NULL CHECK (audio_bytes > 0),
      duration_seconds double precision NOT NULL CHECK (duration_seconds > 0),
      artwork_url varchar(300) NOT NULL)`);
    await q.query(`CREATE INDEX podcast_episodes_published_idx ON content.podcast_episodes (published_at DESC)`);
    await q.query(`CREATE TABLE content.podcast_chapters (
      episode_id integer NOT NULL REFERENCES content.podcast_episodes(id) ON DELETE CASCADE,
      position integer NOT NULL,
      start_seconds double precision NOT NULL CHECK (start_seconds >= 0),
      title varchar(300) NOT NULL,
      PRIMARY KEY (episode_id, position))`);
    await q.query(`CREATE TABLE content.podcast_transcript_lines (
      episode_id integer NOT NULL REFERENCES content.podcast_episodes(id) ON DELETE CASCADE,
      position integer NOT NULL,
      start_seconds double precision NOT NULL CHECK (start_seconds >= 0),
      end_seconds double precision NOT NULL CHECK (end_seconds >= start_seconds),
      speaker varchar(200),
      text text NOT NULL,
      PRIMARY KEY (episode_id, position))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.podcast_transcript_lines`);
    await q.query(`DROP TABLE content.podcast_chapters`);
    await q.query(`DROP TABLE content.podcast_episodes`);
    await q.query(`DROP TABLE content.audio_items`);
  }
}
