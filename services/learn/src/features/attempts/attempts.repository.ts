import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AttemptResult, SavedAnswers } from '@site/contracts';
import { DataSource, IsNull, Repository, type QueryDeepPartialEntity } from 'typeorm';
import { AttemptEntity } from './attempt.entity.js';

export interface NewAttempt {
  quizId: number;
  quizVersion: number;
  userId: number;
  startedAt: Date;
  deadline: Date | null;
}

/** TypeORM's deep-partial type cannot take jsonb values typed `unknown` (answers, results). */
type JsonbValues = QueryDeepPartialEntity<AttemptEntity>;

/** Quiz attempts: at most one open attempt per user and quiz (the partial unique index attempts_open_key). */
@Injectable()
export class AttemptsRepository {
  constructor(
    @InjectRepository(AttemptEntity) private readonly attempts: Repository<AttemptEntity>,
    private readonly dataSource: DataSource,
  ) {}

  open(userId: number, quizId: number): Promise<AttemptEntity | null> {
    return this.attempts.findOneBy({ userId, quizId, submittedAt: IsNull() });
  }

  /** The user's attempt by id; null for an attempt of someone else too. */
  owned(id: number, userId: number): Promise<AttemptEntity | null> {
    return this.attempts.findOneBy({ id, userId });
  }

  /** Starts an attempt; null when the user already has one open for the quiz (a double click, say). */
  async start(values: NewAttempt): Promise<AttemptEntity | null> {
    const inserted = await this.attempts.createQueryBuilder().insert().values(values).orIgnore().execute();
    if ((inserted.raw as unknown[]).length === 0) return null;
    // The generated id and the empty answers come back from the insert itself.
    return this.attempts.create({ ...values, ...inserted.generatedMaps[0], submittedAt: null, result: null });
  }

  /**
   * Saves one answer into an open attempt and answers all its answers; null once it was submitted.
   * The row is locked meanwhile, so answers saved at the same moment are all kept.
   */
  saveAnswer(id: number, questionId: number, answer: unknown): Promise<SavedAnswers | null> {
    return this.dataSource.transaction(async (manager) => {
      const attempt = await manager.findOne(AttemptEntity, {
        select: { id: true, answers: true },
        where: { id, submittedAt: IsNull() },
        lock: { mode: 'pessimistic_write' },
      });
      if (!attempt) return null;
      const answers = { ...attempt.answers, [String(questionId)]: answer };
      await manager.update(AttemptEntity, { id }, { answers } as JsonbValues);
      return answers;
    });
  }

  /**
   * Moves an open attempt to a newer version of its quiz with the answers that still fit; false once it was
   * submitted.
   */
  async moveToVersion(id: number, quizVersion: number, answers: SavedAnswers): Promise<boolean> {
    const moved = await this.attempts
      .createQueryBuilder()
      .update()
      .set({ quizVersion, answers } as JsonbValues)
      .where({ id, submittedAt: IsNull() })
      .returning(['id'])
      .execute();
    return (moved.raw as unknown[]).length > 0;
  }

  /** Closes an open attempt with its score; false when another submit closed it first. */
  async close(id: number, result: AttemptResult, submittedAt: Date): Promise<boolean> {
    const closed = await this.attempts
      .createQueryBuilder()
      .update()
      .set({
        submittedAt,
        score: result.score,
        maxScore: result.maxScore,
        percent: result.percent,
        passed: result.passed,
        result,
      } as JsonbValues)
      .where({ id, submittedAt: IsNull() })
      .returning(['id'])
      .execute();
    return (closed.raw as unknown[]).length > 0;
  }

  /** The user's attempts with their quizzes, newest first (index attempts_user_started_idx). */
  history(userId: number, limit: number): Promise<AttemptEntity[]> {
    return this.attempts.find({
      select: {
        id: true,
        startedAt: true,
        submittedAt: true,
        score: true,
        maxScore: true,
        percent: true,
        passed: true,
        quiz: { id: true, slug: true, title: true, category: true },
      },
      relations: { quiz: true },
      where: { userId },
      order: { startedAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }
}
