import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Quizzes and their questions, shaped for the whole learn feature: options, answers and IQ norms
 * are jsonb because each question kind has its own shape. `content_hash` lets seeding skip
 * quizzes whose file did not change.
 */
export class Quizzes1732300000000 implements MigrationInterface {
  name = 'Quizzes1732300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE learn.quizzes (
      id serial PRIMARY KEY,
      slug varchar(200) NOT NULL UNIQUE,
      title varchar(300) NOT NULL,
      description text NOT NULL DEFAULT '',
      cover_image varchar(2048),
      category varchar(50) NOT NULL DEFAULT 'quiz',
      time_limit_seconds integer CHECK (time_limit_seconds > 0),
      pass_percent integer NOT NULL DEFAULT 60 CHECK (pass_percent BETWEEN 0 AND 100),
      course_slug varchar(200),
      norms jsonb,
      content_hash char(64) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX quizzes_standalone_idx ON learn.quizzes (title, id) WHERE course_slug IS NULL`);
    await q.query(`CREATE INDEX quizzes_course_idx ON learn.quizzes (course_slug) WHERE course_slug IS NOT NULL`);
    await q.query(`CREATE TABLE learn.questions (
      id serial PRIMARY KEY,
      quiz_id integer NOT NULL REFERENCES learn.quizzes(id) ON DELETE CASCADE,
      key varchar(100) NOT NULL,
      position integer NOT NULL,
      kind varchar(30) NOT NULL,
      prompt text NOT NULL,
      figure text,
      options jsonb,
      answer jsonb NOT NULL,
      explanation text,
      CONSTRAINT questions_quiz_key_key UNIQUE (quiz_id, key))`);
    await q.query(`CREATE INDEX questions_quiz_position_idx ON learn.questions (quiz_id, position)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE learn.questions, learn.quizzes`);
  }
}
