import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Courses and quizzes are filed under topics (from their seed files), so a topic's page can list them. */
export class Topics1732850000000 implements MigrationInterface {
  name = 'Topics1732850000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['courses', 'quizzes']) {
      await q.query(`ALTER TABLE learn.${table} ADD COLUMN topics text[] NOT NULL DEFAULT '{}'`);
      await q.query(`CREATE INDEX ${table}_topics_idx ON learn.${table} USING gin (topics)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['courses', 'quizzes']) {
      await q.query(`ALTER TABLE learn.${table} DROP COLUMN topics`);
    }
  }
}
