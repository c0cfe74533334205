import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Media files that arrived by import: the shipped folder is read-only and not shared between replicas. */
export class MediaFiles1733310000000 implements MigrationInterface {
  name = 'MediaFiles1733310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE content.media_files (
      kind varchar(40) NOT NULL,
      file varchar(200) NOT NULL,
      bytes bytea NOT NULL,
      byte_length integer NOT NULL,
      content_type varchar(100) NOT NULL,
      etag varchar(100) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (kind, file))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.media_files`);
  }
}
