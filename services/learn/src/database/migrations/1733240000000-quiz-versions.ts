import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Quizzes the admin edits: a publish date (null for a draft, which the site never shows; quizzes that existed
 * are published), an edit date (a quiz the admin saved is no longer rewritten from its seed file), and versions.
 * Changing the questions of a version someone has attempted writes a new version beside it, so an attempt keeps
 * the questions it was taken on (`attempts.quiz_version`) and the site shows the quiz's newest (`quizzes.version`).
 */
export class QuizVersions1733240000000 implements MigrationInterface {
  name = 'QuizVersions1733240000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE learn.quizzes
      ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version > 0),
      ADD COLUMN published_at timestamptz DEFAULT now(),
      ADD COLUMN edited_at timestamptz`);
    await q.query(`UPDATE learn.quizzes SET published_at = created_at`);
    await q.query(`ALTER TABLE learn.questions ADD COLUMN version integer NOT NULL DEFAULT 1`);
    await q.query(`ALTER TABLE learn.questions DROP CONSTRAINT questions_quiz_key_key`);
    await q.query(
      `ALTER TABLE learn.questions ADD CONSTRAINT questions_quiz_version_key_key UNIQUE (quiz_id, version, key)`,
    );
    await q.query(`DROP INDEX learn.questions_quiz_position_idx`);
    await q.query(`CREATE INDEX questions_quiz_version_position_idx ON learn.questions (quiz_id, version, position)`);
    await q.query(`ALTER TABLE learn.attempts ADD COLUMN quiz_version integer NOT NULL DEFAULT 1`);
    await q.query(`CREATE INDEX attempts_quiz_version_idx ON learn.attempts (quiz_id, quiz_version)`);
    await q.query(`DROP INDEX learn.attempts_quiz_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX attempts_quiz_idx ON learn.attempts (quiz_id)`);
    await q.query(`DROP INDEX learn.attempts_quiz_version_idx`);
    await q.query(`ALTER TABLE learn.attempts DROP COLUMN quiz_version`);
    await q.query(
      `DELETE FROM learn.questions q USING learn.quizzes z WHERE z.id = q.quiz_id AND q.version <> z.version`,
    );
    await q.query(`DROP INDEX learn.questions_quiz_version_position_idx`);
    await q.query(`CREATE INDEX questions_quiz_position_idx ON learn.questions (quiz_id, position)`);
    await q.query(`ALTER TABLE learn.questions DROP CONSTRAINT questions_quiz_version_key_key`);
    await q.query(`ALTER TABLE learn.questions ADD CONSTRAINT questions_quiz_key_key UNIQUE (quiz_id, key)`);
    await q.query(`ALTER TABLE learn.questions DROP COLUMN version`);
    await q.query(`ALTER TABLE learn.quizzes DROP COLUMN edited_at, DROP COLUMN published_at, DROP COLUMN version`);
  }
}
