import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The journal moves from a folder of files into a table, so replicas share it and an import reaches them all. */
export class JournalEntries1733300000000 implements MigrationInterface {
  name = 'JournalEntries1733300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE content.journal_entries (
      id varchar(200) PRIMARY KEY,
      title varchar(300) NOT NULL,
      date date NOT NULL,
      topics text[] NOT NULL DEFAULT '{}',
      body text NOT NULL)`);
    await q.query(`CREATE INDEX journal_entries_date_idx ON content.journal_entries (date DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE content.journal_entries`);
  }
}
