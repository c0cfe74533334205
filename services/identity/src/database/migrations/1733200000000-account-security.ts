import { createOutboxTable } from '@site/mailer';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mailed codes (email verification and email change), password reset links, and the outbox their mails wait
 * in. Codes and tokens are kept only as hashes. Accounts made before verification existed count as verified.
 */
export class AccountSecurity1733200000000 implements MigrationInterface {
  name = 'AccountSecurity1733200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE identity.users SET email_verified = true`);
    await q.query(`CREATE TABLE identity.email_codes (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
      purpose varchar(16) NOT NULL,
      email varchar(254) NOT NULL,
      code_hash varchar(64) NOT NULL,
      tries integer NOT NULL DEFAULT 0,
      sent_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      window_started_at timestamptz NOT NULL,
      window_sends integer NOT NULL DEFAULT 1,
      CONSTRAINT email_codes_user_purpose_key UNIQUE (user_id, purpose),
      CONSTRAINT email_codes_purpose_check CHECK (purpose IN ('verify', 'email-change')),
      CONSTRAINT email_codes_email_lower_check CHECK (email = lower(email)))`);
    await q.query(`CREATE TABLE identity.password_resets (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES identity.users (id) ON DELETE CASCADE,
      token_hash varchar(64) NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT password_resets_token_hash_key UNIQUE (token_hash))`);
    // The hourly limit counts one account's recent requests.
    await q.query(`CREATE INDEX password_resets_user_created_idx ON identity.password_resets (user_id, created_at)`);
    await createOutboxTable(q, 'identity');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE identity.outbox`);
    await q.query(`DROP TABLE identity.password_resets`);
    await q.query(`DROP TABLE identity.email_codes`);
  }
}
