import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts. Usernames keep the case people chose but are unique ignoring case; emails are stored lower-cased. */
export class Users1732300000000 implements MigrationInterface {
  name = 'Users1732300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE identity.users (
      id serial PRIMARY KEY,
      name varchar(100) NOT NULL,
      username varchar(32) NOT NULL,
      email varchar(254) NOT NULL,
      password_hash text NOT NULL,
      profile_picture varchar(2048),
      is_admin boolean NOT NULL DEFAULT false,
      email_verified boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT users_email_key UNIQUE (email),
      CONSTRAINT users_email_lower_check CHECK (email = lower(email)))`);
    await q.query(`CREATE UNIQUE INDEX users_username_lower_key ON identity.users (lower(username))`);
    // Start-up asks "is there an administrator yet?"; the partial index answers without a scan.
    await q.query(`CREATE INDEX users_admin_idx ON identity.users (id) WHERE is_admin`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE identity.users`);
  }
}
