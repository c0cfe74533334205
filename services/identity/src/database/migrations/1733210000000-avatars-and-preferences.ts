import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Uploaded profile pictures and display preferences: one row per account at most, gone with the account. */
export class AvatarsAndPreferences1733210000000 implements MigrationInterface {
  name = 'AvatarsAndPreferences1733210000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE identity.avatars (
      user_id integer PRIMARY KEY REFERENCES identity.users (id) ON DELETE CASCADE,
      version varchar(32) NOT NULL,
      image bytea NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE identity.user_preferences (
      user_id integer PRIMARY KEY REFERENCES identity.users (id) ON DELETE CASCADE,
      theme varchar(8) NOT NULL DEFAULT 'system',
      reduced_motion boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT user_preferences_theme_check CHECK (theme IN ('light', 'dark', 'system')))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE identity.user_preferences`);
    await q.query(`DROP TABLE identity.avatars`);
  }
}
