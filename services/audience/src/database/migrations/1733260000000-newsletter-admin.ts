import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Newsletter issues composed in the admin area: drafts with the essay they come from, and one delivery row per
 * issue and subscriber (the unsubscribe token of that mail, and its outbox row). The issues shipped before were
 * all sent.
 */
export class NewsletterAdmin1733260000000 implements MigrationInterface {
  name = 'NewsletterAdmin1733260000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audience.newsletter_issues
      ADD COLUMN status varchar(8) NOT NULL DEFAULT 'sent' CHECK (status IN ('draft', 'sending', 'sent')),
      ADD COLUMN text text NOT NULL DEFAULT '',
      ADD COLUMN essay_slug varchar(200),
      ADD COLUMN essay_title varchar(300),
      ADD COLUMN intro text NOT NULL DEFAULT '',
      ADD COLUMN body_html text NOT NULL DEFAULT '',
      ADD COLUMN test_sent_at timestamptz,
      ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`ALTER TABLE audience.newsletter_issues ALTER COLUMN status DROP DEFAULT`);
    await q.query(`CREATE TABLE audience.newsletter_deliveries (
      id serial PRIMARY KEY,
      issue_id integer NOT NULL REFERENCES audience.newsletter_issues (id) ON DELETE CASCADE,
      subscriber_id integer NOT NULL REFERENCES audience.subscribers (id) ON DELETE CASCADE,
      outbox_id integer NOT NULL,
      unsubscribe_token_hash varchar(64) NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (issue_id, subscriber_id))`);
    await q.query(
      `CREATE INDEX newsletter_deliveries_subscriber_idx ON audience.newsletter_deliveries (subscriber_id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE audience.newsletter_deliveries`);
    await q.query(`ALTER TABLE audience.newsletter_issues
      DROP COLUMN status, DROP COLUMN text, DROP COLUMN essay_slug, DROP COLUMN essay_title, DROP COLUMN intro,
      DROP COLUMN body_html, DROP COLUMN test_sent_at, DROP COLUMN created_at, DROP COLUMN updated_at`);
  }
}
