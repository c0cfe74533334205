import type { AttemptResult, SavedAnswers } from '@site/contracts';
import type { AttemptEntity } from '../../src/features/attempts/attempt.entity.js';
import type { AttemptsRepository, NewAttempt } from '../../src/features/attempts/attempts.repository.js';
import type { FakeQuizzes } from './fake-quizzes.js';

/** Rows come out as copies, as from a database: a later write does not change what a caller already holds. */
const copy = (row: AttemptEntity | undefined) => (row ? { ...row } : null);

/** An in-memory AttemptsRepository: one open attempt per user and quiz, as the database enforces. */
export class FakeAttempts implements Pick<AttemptsRepository, keyof AttemptsRepository> {
  readonly rows: AttemptEntity[] = [];

  constructor(private readonly quizzes: FakeQuizzes) {}

  async open(userId: number, quizId: number) {
    return copy(this.rows.find((row) => row.userId === userId && row.quizId === quizId && row.submittedAt === null));
  }

  async owned(id: number, userId: number) {
    return copy(this.rows.find((row) => row.id === id && row.userId === userId));
  }

  async start(values: NewAttempt) {
    if (await this.open(values.userId, values.quizId)) return null;
    const quiz = this.quizzes.quizzes.find((item) => item.id === values.quizId)!;
    const row: AttemptEntity = {
      ...values,
      id: this.rows.length + 1,
      quiz,
      submittedAt: null,
      answers: {},
      score: null,
      maxScore: null,
      percent: null,
      passed: null,
      result: null,
    };
    this.rows.push(row);
    return { ...row };
  }

  async saveAnswer(id: number, questionId: number, answer: unknown): Promise<SavedAnswers | null> {
    const row = this.rows.find((item) => item.id === id && item.submittedAt === null);
    if (!row) return null;
    row.answers = { ...row.answers, [String(questionId)]: answer };
    return row.answers;
  }

  async moveToVersion(id: number, quizVersion: number, answers: SavedAnswers) {
    const row = this.rows.find((item) => item.id === id && item.submittedAt === null);
    if (!row) return false;
    Object.assign(row, { quizVersion, answers });
    return true;
  }

  async close(id: number, result: AttemptResult, submittedAt: Date) {
    const row = this.rows.find((item) => item.id === id && item.submittedAt === null);
    if (!row) return false;
    Object.assign(row, { submittedAt, result, score: result.score, maxScore: result.maxScore });
    Object.assign(row, { percent: result.percent, passed: result.passed });
    return true;
  }

  async history(userId: number, limit: number) {
    return this.rows
      .filter((row) => row.userId === userId)
      .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime() || b.id - a.id)
      .slice(0, limit);
  }

  asRepository(): AttemptsRepository {
    return this as unknown as AttemptsRepository;
  }
}
