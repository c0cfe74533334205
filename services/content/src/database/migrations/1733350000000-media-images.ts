import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The author's image library: each image's description and sizes; the files themselves are media files. */
export class MediaImages1733350000000 implements MigrationInterface {
  name = 'MediaImages1733350000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE content.media_images (
      id serial PRIMARY KEY,
      alt varchar(300) NOT NULL,
      original_name varchar(255) NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      hash char(16) NOT NULL,
      widths integer[] NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
    // The library lists newest first.
    await q.query(`CREATE INDEX media_images_created_idx ON content.media_images (created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.media_images`);
  }
}
