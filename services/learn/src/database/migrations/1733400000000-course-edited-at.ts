import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When an archive import last wrote a course: such a course is no longer rewritten from its seed files. */
export class CourseEditedAt1733400000000 implements MigrationInterface {
  name = 'CourseEditedAt1733400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE learn.courses ADD COLUMN edited_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE learn.courses DROP COLUMN edited_at`);
  }
}
