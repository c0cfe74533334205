import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Where each signed-in listener stopped in each recording, so playing it again resumes there on any device. */
export class PlaybackPositions1733130000000 implements MigrationInterface {
  name = 'PlaybackPositions1733130000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE content.playback_positions (
      user_id integer NOT NULL,
      media_key varchar(210) NOT NULL,
      seconds double precision NOT NULL CHECK (seconds >= 0),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, media_key))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.playback_positions`);
  }
}
