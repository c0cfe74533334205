import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { LearnConfig } from '../../config.js';
import { QuizzesRepository } from '../quizzes/quizzes.repository.js';
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
    private readonly quizzes: QuizzesRepository,
    @Inject(SERVICE_CONFIG) private readonly config: LearnConfig,
  ) {}

  /** Called by SeedRunner at start, before the courses (lessons link to quizzes). */
  async seed(): Promise<void> {
    const changed: string[] = [];
    for (const quiz of await this.readSeeds()) {
      if (await this.quizzes.upsertFromSeed(quiz)) changed.push(quiz.slug);
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
