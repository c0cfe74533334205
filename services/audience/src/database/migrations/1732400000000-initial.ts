import { createOutboxTable } from '@site/mailer';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Contact messages, newsletter subscribers and issues, and the outbox their mails wait in. Tokens are kept
 * only as SHA-256 hashes; the sender's address is kept only as a keyed hash, for the hourly limit.
 */
export class Initial1732400000000 implements MigrationInterface {
  name = 'Initial1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE audience.contact_messages (
      id serial PRIMARY KEY,
      name varchar(100) NOT NULL,
      email varchar(254) NOT NULL,
      subject varchar(150) NOT NULL,
      message text NOT NULL,
      ip_hash varchar(64) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX contact_messages_email_idx ON audience.contact_messages (lower(email), created_at)`);
    await q.query(`CREATE INDEX contact_messages_ip_idx ON audience.contact_messages (ip_hash, created_at)`);
    await q.query(`CREATE TABLE audience.subscribers (
      id serial PRIMARY KEY,
      email varchar(254) NOT NULL UNIQUE,
      status varchar(12) NOT NULL CHECK (status IN ('waiting', 'confirmed', 'unsubscribed')),
      confirm_token_hash varchar(64) UNIQUE,
      unsubscribe_token_hash varchar(64) NOT NULL UNIQUE,
      confirm_sent_at timestamptz NOT NULL,
      confirmed_at timestamptz,
      unsubscribed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE audience.newsletter_issues (
      id serial PRIMARY KEY,
      subject varchar(200) NOT NULL UNIQUE,
      html text NOT NULL,
      sent_at timestamptz)`);
    await q.query(`CREATE INDEX newsletter_issues_sent_idx ON audience.newsletter_issues (sent_at DESC, id DESC)`);
    await createOutboxTable(q, 'audience');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audience.outbox`);
    await q.query(`DROP TABLE audience.newsletter_issues`);
    await q.query(`DROP TABLE audience.subscribers`);
    await q.query(`DROP TABLE audience.contact_messages`);
  }
}
