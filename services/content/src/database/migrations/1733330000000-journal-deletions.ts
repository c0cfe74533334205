import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An entry the author deletes in the admin area is kept, marked deleted: the journal folder is read at every start
 * for entries never stored, and would otherwise bring it back.
 */
export class JournalDeletions1733330000000 implements MigrationInterface {
  name = 'JournalDeletions1733330000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.journal_entries ADD COLUMN deleted_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.journal_entries DROP COLUMN deleted_at`);
  }
}
