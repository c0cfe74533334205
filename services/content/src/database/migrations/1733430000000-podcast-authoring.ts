import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Episodes written in the admin area: drafts without audio, scheduled ones, explicit ones and M4A audio; the
 * show's settings in a table of one row (the seed's show until the author saves them). Large files that arrive
 * by upload are stored uncompressed, so a byte range reads only its part of them.
 */
export class PodcastAuthoring1733430000000 implements MigrationInterface {
  name = 'PodcastAuthoring1733430000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.podcast_episodes
      ADD COLUMN status varchar(20) NOT NULL DEFAULT 'published'
        CHECK (status IN ('draft', 'scheduled', 'published')),
      ADD COLUMN explicit boolean NOT NULL DEFAULT false,
      ADD COLUMN audio_type varchar(40) NOT NULL DEFAULT 'audio/mpeg',
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
      ALTER COLUMN published_at DROP NOT NULL,
      ALTER COLUMN audio_url DROP NOT NULL,
      ALTER COLUMN audio_bytes DROP NOT NULL,
      ALTER COLUMN duration_seconds DROP NOT NULL,
      ALTER COLUMN artwork_url DROP NOT NULL`);
    // What readers are given always has its audio and its day.
    await q.query(`ALTER TABLE content.podcast_episodes ADD CONSTRAINT podcast_episodes_outgoing_complete
      CHECK (status = 'draft' OR (published_at IS NOT NULL AND audio_url IS NOT NULL
        AND audio_bytes IS NOT NULL AND duration_seconds IS NOT NULL))`);
    await q.query(`CREATE INDEX podcast_episodes_due_idx ON content.podcast_episodes (published_at)
      WHERE status = 'scheduled'`);
    await q.query(`CREATE TABLE content.podcast_show (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      title varchar(300) NOT NULL,
      description text NOT NULL,
      author varchar(200) NOT NULL,
      owner_name varchar(200) NOT NULL,
      owner_email varchar(200) NOT NULL,
      language varchar(35) NOT NULL,
      category varchar(100) NOT NULL,
      subcategory varchar(100) NOT NULL,
      explicit boolean NOT NULL,
      artwork_url varchar(300) NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`ALTER TABLE content.media_files ALTER COLUMN bytes SET STORAGE EXTERNAL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.media_files ALTER COLUMN bytes SET STORAGE EXTENDED`);
    await q.query(`DROP TABLE content.podcast_show`);
    await q.query(`DELETE FROM content.podcast_episodes WHERE status <> 'published'`);
    await q.query(`ALTER TABLE content.podcast_episodes
      DROP CONSTRAINT podcast_episodes_outgoing_complete,
      DROP COLUMN status, DROP COLUMN explicit, DROP COLUMN audio_type, DROP COLUMN updated_at`);
    await q.query(`UPDATE content.podcast_episodes SET artwork_url = '' WHERE artwork_url IS NULL`);
    await q.query(`ALTER TABLE content.podcast_episodes
      ALTER COLUMN published_at SET NOT NULL, ALTER COLUMN audio_url SET NOT NULL,
      ALTER COLUMN audio_bytes SET NOT NULL, ALTER COLUMN duration_seconds SET NOT NULL,
      ALTER COLUMN artwork_url SET NOT NULL`);
  }
}
