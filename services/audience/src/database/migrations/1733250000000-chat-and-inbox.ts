import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Chat conversations and their messages, the author's answers to contact messages, and when the author was
 * last in the inbox. A visitor's conversation token is kept only as its SHA-256 hash; senders only as keyed
 * hashes of their address, for the rate limits.
 */
export class ChatAndInbox1733250000000 implements MigrationInterface {
  name = 'ChatAndInbox1733250000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE audience.chat_conversations (
      id serial PRIMARY KEY,
      token_hash varchar(64) NOT NULL UNIQUE,
      user_id integer,
      email varchar(254),
      ip_hash varchar(64) NOT NULL,
      waiting boolean NOT NULL DEFAULT true,
      last_message_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX chat_conversations_user_idx ON audience.chat_conversations (user_id, last_message_at DESC)
      WHERE user_id IS NOT NULL`);
    await q.query(`CREATE INDEX chat_conversations_ip_idx ON audience.chat_conversations (ip_hash, created_at)`);
    await q.query(
      `CREATE INDEX chat_conversations_inbox_idx ON audience.chat_conversations (last_message_at DESC, id DESC)`,
    );
    await q.query(`CREATE TABLE audience.chat_messages (
      id serial PRIMARY KEY,
      conversation_id integer NOT NULL REFERENCES audience.chat_conversations (id) ON DELETE CASCADE,
      sender varchar(7) NOT NULL CHECK (sender IN ('visitor', 'author')),
      body text NOT NULL,
      ip_hash varchar(64),
      mailed boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX chat_messages_conversation_idx ON audience.chat_messages (conversation_id, id)`);
    await q.query(
      `CREATE INDEX chat_messages_ip_idx ON audience.chat_messages (ip_hash, created_at) WHERE ip_hash IS NOT NULL`,
    );
    await q.query(`ALTER TABLE audience.contact_messages
      ADD COLUMN answered_at timestamptz,
      ADD COLUMN last_activity_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`UPDATE audience.contact_messages SET last_activity_at = created_at`);
    await q.query(
      `CREATE INDEX contact_messages_inbox_idx ON audience.contact_messages (last_activity_at DESC, id DESC)`,
    );
    await q.query(`CREATE TABLE audience.contact_replies (
      id serial PRIMARY KEY,
      contact_message_id integer NOT NULL REFERENCES audience.contact_messages (id) ON DELETE CASCADE,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX contact_replies_message_idx ON audience.contact_replies (contact_message_id, id)`);
    await q.query(`CREATE TABLE audience.author_presence (
      id smallint PRIMARY KEY CHECK (id = 1),
      seen_at timestamptz NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audience.author_presence`);
    await q.query(`DROP TABLE audience.contact_replies`);
    await q.query(`DROP INDEX audience.contact_messages_inbox_idx`);
    await q.query(`ALTER TABLE audience.contact_messages DROP COLUMN last_activity_at, DROP COLUMN answered_at`);
    await q.query(`DROP TABLE audience.chat_messages`);
    await q.query(`DROP TABLE audience.chat_conversations`);
  }
}
