import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Courses and lessons the author drafts in the admin area stay hidden until published. What the seed files and
 * archives wrote before is published already; new rows from them are too (the column's default), while the
 * admin's new course or lesson sets null.
 */
export class CoursePublishedAt1733420000000 implements MigrationInterface {
  name = 'CoursePublishedAt1733420000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE learn.courses ADD COLUMN published_at timestamptz DEFAULT now()`);
    await q.query(`ALTER TABLE learn.lessons ADD COLUMN published_at timestamptz DEFAULT now()`);
    await q.query(`ALTER TABLE learn.lessons ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`);
    // The editor counts each course's enrolled readers.
    await q.query(`CREATE INDEX enrolments_course_idx ON learn.enrolments (course_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX learn.enrolments_course_idx`);
    await q.query(`ALTER TABLE learn.lessons DROP COLUMN updated_at`);
    await q.query(`ALTER TABLE learn.lessons DROP COLUMN published_at`);
    await q.query(`ALTER TABLE learn.courses DROP COLUMN published_at`);
  }
}
