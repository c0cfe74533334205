import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_CONFIG } from '@site/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import type { LearnConfig } from '../../config.js';
import { parseQuizFile, type QuizSeed } from './quiz-file.js';

/**
 * Loads the shipped quizzes at start. A quiz whose file is unchanged (same content hash) is not
 * touched; a changed one is rewritten, its questions matched by their seed id so their row ids
 * stay stable. Quizzes are never deleted here: the admin may have made some.
 */
@Injectable()
export class QuizSeedService {
  private readonly logger = new Logger(QuizSeedService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: LearnConfig,
  ) {}

  /** Called by SeedRunner at start, before the courses (lessons link to quizzes). */
  async seed(): Promise<void> {
    const changed: string[] = [];
    for (const quiz of await this.readSeeds()) {
      const written = await this.dataSource.transaction((manager) => writeQuiz(manager, quiz));
      if (written) changed.push(quiz.slug);
    }
    if (changed.length > 0) this.logger.log(`Seeded quizzes: ${changed.join(', ')}`);
  }

  /** A broken file is reported and skipped, so one typo does not keep the service down. */
  private async readSeeds(): Promise<QuizSeed[]> {
    const dir = this.config.quizSeedDir;
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => /\.ya?ml$/.test(n)).sort();
    const seeds: QuizSeed[] = [];
    for (const name of names) {
      try {
        seeds.push(parseQuizFile(name, await readFile(path.join(dir, name), 'utf8')));
      } catch (error) {
        this.logger.error(`Skipped quiz seed: ${(error as Error).message}`);
      }
    }
    return seeds;
  }
}

/** Upserts one quiz and its questions; answers false when the stored hash already matched. */
async function writeQuiz(manager: EntityManager, quiz: QuizSeed): Promise<boolean> {
  const rows: { id: number }[] = await manager.query(
    `INSERT INTO learn.quizzes
       (slug, title, description, cover_image, category, time_limit_seconds, pass_percent, course_slug, norms, content_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10)
     ON CONFLICT (slug) DO UPDATE SET
       title = EXCLUDED.title, description = EXCLUDED.description, cover_image = EXCLUDED.cover_image,
       category = EXCLUDED.category, time_limit_seconds = EXCLUDED.time_limit_seconds,
       pass_percent = EXCLUDED.pass_percent, course_slug = EXCLUDED.course_slug, norms = EXCLUDED.norms,
       content_hash = EXCLUDED.content_hash, updated_at = now()
     WHERE learn.quizzes.content_hash <> EXCLUDED.content_hash
     RETURNING id`,
    [
      quiz.slug,
      quiz.title,
      quiz.description,
      quiz.coverImage,
      quiz.category,
      quiz.timeLimitSeconds,
      quiz.passPercent,
      quiz.courseSlug,
      quiz.norms === null ? null : JSON.stringify(quiz.norms),
      quiz.contentHash,
    ],
  );
  if (rows.length === 0) return false;
  const quizId = rows[0].id;
  // All questions travel as one jsonb parameter: one statement, and no array binding differences
  // between node-postgres and PGlite.
  await manager.query(
    `INSERT INTO learn.questions (quiz_id, key, position, kind, prompt, figure, options, answer, explanation)
     SELECT $1, q.key, q.position, q.kind, q.prompt, q.figure, q.options, q.answer, q.explanation
       FROM jsonb_to_recordset($2::jsonb) AS q(key text, position integer, kind text, prompt text, figure text,
                                               options jsonb, answer jsonb, explanation text)
     ON CONFLICT (quiz_id, key) DO UPDATE SET
       position = EXCLUDED.position, kind = EXCLUDED.kind, prompt = EXCLUDED.prompt, figure = EXCLUDED.figure,
       options = EXCLUDED.options, answer = EXCLUDED.answer, explanation = EXCLUDED.explanation`,
    [quizId, JSON.stringify(quiz.questions)],
  );
  await manager.query(
    `DELETE FROM learn.questions
      WHERE quiz_id = $1 AND key NOT IN (SELECT jsonb_array_elements_text($2::jsonb))`,
    [quizId, JSON.stringify(quiz.questions.map((question) => question.key))],
  );
  return true;
}
