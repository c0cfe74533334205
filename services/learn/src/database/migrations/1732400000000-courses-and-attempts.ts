import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Courses with their ordered lessons, enrolments and lesson completions, and quiz attempts.
 * `lessons.quiz_slug` keeps the seed's link even before the quiz exists; `quiz_id` is filled from it.
 * An attempt keeps its answers as one jsonb map (question id → answer) and, once submitted, the
 * scored result it was shown, so later edits of a quiz do not rewrite history.
 */
export class CoursesAndAttempts1732400000000 implements MigrationInterface {
  name = 'CoursesAndAttempts1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE learn.courses (
      id serial PRIMARY KEY,
      slug varchar(200) NOT NULL UNIQUE,
      title varchar(300) NOT NULL,
      summary text NOT NULL DEFAULT '',
      description text NOT NULL DEFAULT '',
      cover_image varchar(2048),
      level varchar(50),
      estimated_minutes integer CHECK (estimated_minutes > 0),
      content_hash char(64) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX courses_title_idx ON learn.courses (title, id)`);
    await q.query(`CREATE TABLE learn.lessons (
      id serial PRIMARY KEY,
      course_id integer NOT NULL REFERENCES learn.courses(id) ON DELETE CASCADE,
      slug varchar(200) NOT NULL,
      position integer NOT NULL,
      title varchar(300) NOT NULL,
      body text NOT NULL,
      quiz_slug varchar(200),
      quiz_id integer REFERENCES learn.quizzes(id) ON DELETE SET NULL,
      CONSTRAINT lessons_course_slug_key UNIQUE (course_id, slug))`);
    await q.query(`CREATE INDEX lessons_course_position_idx ON learn.lessons (course_id, position)`);
    await q.query(`CREATE INDEX lessons_quiz_slug_idx ON learn.lessons (quiz_slug) WHERE quiz_slug IS NOT NULL`);
    await q.query(`CREATE TABLE learn.enrolments (
      id serial PRIMARY KEY,
      user_id integer NOT NULL,
      course_id integer NOT NULL REFERENCES learn.courses(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT enrolments_user_course_key UNIQUE (user_id, course_id))`);
    await q.query(`CREATE INDEX enrolments_user_created_idx ON learn.enrolments (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE TABLE learn.lesson_completions (
      id serial PRIMARY KEY,
      user_id integer NOT NULL,
      lesson_id integer NOT NULL REFERENCES learn.lessons(id) ON DELETE CASCADE,
      completed_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT lesson_completions_user_lesson_key UNIQUE (user_id, lesson_id))`);
    await q.query(`CREATE INDEX lesson_completions_lesson_idx ON learn.lesson_completions (lesson_id)`);
    await q.query(`CREATE TABLE learn.attempts (
      id serial PRIMARY KEY,
      quiz_id integer NOT NULL REFERENCES learn.quizzes(id) ON DELETE CASCADE,
      user_id integer NOT NULL,
      started_at timestamptz NOT NULL,
      deadline timestamptz,
      submitted_at timestamptz,
      answers jsonb NOT NULL DEFAULT '{}'::jsonb,
      score integer,
      max_score integer,
      percent integer,
      passed boolean,
      result jsonb)`);
    // One open attempt per user and quiz: a reload resumes it instead of starting another.
    await q.query(
      `CREATE UNIQUE INDEX attempts_open_key ON learn.attempts (user_id, quiz_id) WHERE submitted_at IS NULL`,
    );
    await q.query(`CREATE INDEX attempts_user_started_idx ON learn.attempts (user_id, started_at DESC, id DESC)`);
    await q.query(`CREATE INDEX attempts_quiz_idx ON learn.attempts (quiz_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DROP TABLE learn.attempts, learn.lesson_completions, learn.enrolments, learn.lessons, learn.courses`,
    );
  }
}
