import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type {
  AnswerSaved,
  AttemptDetail,
  AttemptResult,
  AttemptStart,
  AttemptSummary,
  SavedAnswers,
} from '@site/contracts';
import { DataSource } from 'typeorm';
import { QuizzesService } from '../quizzes/quizzes.service.js';
import type { QuizRow } from '../quizzes/quiz-lookup.js';
import type { StoredQuestion } from '../quizzes/quiz-view.js';
import { answerProblem } from './answer-check.js';
import { CLOCK, type Clock } from './clock.js';
import { ANSWER_GRACE_MS, scoreAttempt } from './scoring.js';

export const HISTORY_MAX = 50;

interface AttemptRow {
  id: number;
  quizId: number;
  userId: number;
  startedAt: Date | string;
  deadline: Date | string | null;
  submittedAt: Date | string | null;
  answers: SavedAnswers | null;
  result: AttemptResult | null;
}

const ATTEMPT_COLUMNS = `id, quiz_id AS "quizId", user_id AS "userId", started_at AS "startedAt", deadline,
  submitted_at AS "submittedAt", answers, result`;

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const iso = (value: Date | string) => toDate(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** Attempt ids in paths: anything that is not one answers 404, like an attempt of someone else. */
function parseId(value: string, what: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new NotFoundException(`${what} not found.`);
  return Number(value);
}

export type Started = AttemptStart & { resumed: boolean };

@Injectable()
export class AttemptsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly quizzes: QuizzesService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Starts an attempt, or resumes the caller's open one for this quiz. An open attempt whose
   * time ran out is scored with what was saved and a fresh one begins.
   */
  async start(userId: number, slugOrId: string): Promise<Started> {
    const quiz = await this.quizzes.findQuiz(slugOrId);
    const open = await this.openAttempt(userId, quiz.id);
    if (open && !this.timeIsUp(open)) return this.toStart(open, quiz, true);
    if (open) await this.finish(open, quiz, toDate(open.deadline as Date | string));

    const now = this.clock.now();
    const deadline = quiz.timeLimitSeconds ? new Date(now.getTime() + quiz.timeLimitSeconds * 1000) : null;
    // The partial unique index keeps one open attempt per user and quiz even under a double click.
    const rows: AttemptRow[] = await this.dataSource.query(
      `INSERT INTO learn.attempts (quiz_id, user_id, started_at, deadline) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, quiz_id) WHERE submitted_at IS NULL DO NOTHING
       RETURNING ${ATTEMPT_COLUMNS}`,
      [quiz.id, userId, now, deadline],
    );
    if (rows.length > 0) return this.toStart(rows[0], quiz, false);
    const raced = await this.openAttempt(userId, quiz.id);
    if (!raced) throw new ConflictException('The attempt could not be started; please try again.');
    return this.toStart(raced, quiz, true);
  }

  /** Saves one answer, checked against its question's kind. */
  async saveAnswer(
    userId: number,
    attemptIdText: string,
    questionIdText: string,
    answer: unknown,
  ): Promise<AnswerSaved> {
    const attempt = await this.owned(userId, attemptIdText);
    this.assertOpen(attempt);
    if (this.timeIsUp(attempt)) throw new ConflictException('Time is up: answers can no longer be saved.');
    const questionId = parseId(questionIdText, 'Question');
    const questions: StoredQuestion[] = await this.dataSource.query(
      `SELECT id, kind, options, answer FROM learn.questions WHERE id = $1 AND quiz_id = $2`,
      [questionId, attempt.quizId],
    );
    if (questions.length === 0) throw new NotFoundException('Question not found in this quiz.');
    const problem = answerProblem(questions[0], answer);
    if (problem) throw new BadRequestException(problem);

    const rows: { answers: SavedAnswers }[] = await this.dataSource.query(
      // An UPDATE wrapped in a CTE answers plain rows (TypeORM answers [rows, count] for a bare UPDATE).
      `WITH saved AS (
         UPDATE learn.attempts SET answers = answers || jsonb_build_object($2::text, $3::jsonb)
          WHERE id = $1 AND submitted_at IS NULL
          RETURNING answers)
       SELECT answers FROM saved`,
      [attempt.id, String(questionId), JSON.stringify(answer)],
    );
    if (rows.length === 0) throw new ConflictException('This attempt has already been submitted.');
    return {
      attemptId: Number(attempt.id),
      questionId,
      savedAt: this.clock.now().toISOString(),
      answeredCount: Object.keys(rows[0].answers ?? {}).length,
    };
  }

  /** Scores the attempt on the server; allowed after the deadline (late answers were already refused). */
  async submit(userId: number, attemptIdText: string): Promise<AttemptResult> {
    const attempt = await this.owned(userId, attemptIdText);
    this.assertOpen(attempt);
    const quiz = await this.quizzes.findQuiz(String(attempt.quizId));
    return this.finish(attempt, quiz, this.clock.now());
  }

  async detail(userId: number, attemptIdText: string): Promise<AttemptDetail> {
    const attempt = await this.owned(userId, attemptIdText);
    const quiz = await this.quizzes.findQuiz(String(attempt.quizId));
    const submitted = attempt.submittedAt !== null;
    return {
      attemptId: Number(attempt.id),
      quizId: Number(quiz.id),
      quizSlug: quiz.slug,
      quizTitle: quiz.title,
      status: submitted ? 'submitted' : 'open',
      startedAt: iso(attempt.startedAt),
      deadline: isoOrNull(attempt.deadline),
      submittedAt: isoOrNull(attempt.submittedAt),
      now: this.clock.now().toISOString(),
      answers: attempt.answers ?? {},
      result: submitted ? attempt.result : null,
    };
  }

  /** The caller's attempts, newest first (index attempts_user_started_idx). */
  async history(userId: number): Promise<AttemptSummary[]> {
    const rows: (Omit<AttemptSummary, 'status' | 'startedAt' | 'submittedAt'> & {
      startedAt: Date | string;
      submittedAt: Date | string | null;
    })[] = await this.dataSource.query(
      `SELECT a.id AS "attemptId", q.slug AS "quizSlug", q.title AS "quizTitle", q.category,
              a.started_at AS "startedAt", a.submitted_at AS "submittedAt", a.score, a.max_score AS "maxScore",
              a.percent, a.passed
         FROM learn.attempts a JOIN learn.quizzes q ON q.id = a.quiz_id
        WHERE a.user_id = $1
        ORDER BY a.started_at DESC, a.id DESC
        LIMIT ${HISTORY_MAX}`,
      [userId],
    );
    return rows.map((row) => ({
      attemptId: Number(row.attemptId),
      quizSlug: row.quizSlug,
      quizTitle: row.quizTitle,
      category: row.category,
      status: row.submittedAt === null ? 'open' : 'submitted',
      startedAt: iso(row.startedAt),
      submittedAt: isoOrNull(row.submittedAt),
      score: row.score,
      maxScore: row.maxScore,
      percent: row.percent,
      passed: row.passed,
    }));
  }

  private async openAttempt(userId: number, quizId: number): Promise<AttemptRow | null> {
    const rows: AttemptRow[] = await this.dataSource.query(
      `SELECT ${ATTEMPT_COLUMNS} FROM learn.attempts WHERE user_id = $1 AND quiz_id = $2 AND submitted_at IS NULL`,
      [userId, quizId],
    );
    return rows[0] ?? null;
  }

  /** The caller's attempt; someone else's answers 404 too, so its existence is not revealed. */
  private async owned(userId: number, attemptIdText: string): Promise<AttemptRow> {
    const rows: AttemptRow[] = await this.dataSource.query(
      `SELECT ${ATTEMPT_COLUMNS} FROM learn.attempts WHERE id = $1 AND user_id = $2`,
      [parseId(attemptIdText, 'Attempt'), userId],
    );
    if (rows.length === 0) throw new NotFoundException('Attempt not found.');
    return rows[0];
  }

  private assertOpen(attempt: AttemptRow): void {
    if (attempt.submittedAt !== null) throw new ConflictException('This attempt has already been submitted.');
  }

  private timeIsUp(attempt: AttemptRow): boolean {
    if (attempt.deadline === null) return false;
    return this.clock.now().getTime() > toDate(attempt.deadline).getTime() + ANSWER_GRACE_MS;
  }

  /** Scores and closes an attempt; a concurrent submit that got there first makes this one 409. */
  private async finish(attempt: AttemptRow, quiz: QuizRow, submittedAt: Date): Promise<AttemptResult> {
    const questions = await this.quizzes.questionsOf(quiz.id);
    const result = scoreAttempt(quiz, questions, attempt.answers ?? {}, {
      attemptId: Number(attempt.id),
      startedAt: toDate(attempt.startedAt),
      deadline: attempt.deadline === null ? null : toDate(attempt.deadline),
      submittedAt,
    });
    const rows: unknown[] = await this.dataSource.query(
      `WITH closed AS (
         UPDATE learn.attempts
            SET submitted_at = $2, score = $3, max_score = $4, percent = $5, passed = $6, result = $7::jsonb
          WHERE id = $1 AND submitted_at IS NULL
          RETURNING id)
       SELECT id FROM closed`,
      [attempt.id, submittedAt, result.score, result.maxScore, result.percent, result.passed, JSON.stringify(result)],
    );
    if (rows.length === 0) throw new ConflictException('This attempt has already been submitted.');
    return result;
  }

  private toStart(attempt: AttemptRow, quiz: QuizRow, resumed: boolean): Started {
    return {
      attemptId: Number(attempt.id),
      quizId: Number(quiz.id),
      quizSlug: quiz.slug,
      startedAt: iso(attempt.startedAt),
      deadline: isoOrNull(attempt.deadline),
      now: this.clock.now().toISOString(),
      answers: attempt.answers ?? {},
      resumed,
    };
  }
}
