import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AnswerSaved, AttemptDetail, AttemptResult, AttemptStart, AttemptSummary } from '@site/contracts';
import type { QuizEntity } from '../quizzes/quiz.entity.js';
import { QuizzesRepository } from '../quizzes/quizzes.repository.js';
import { answerProblem } from './answer-check.js';
import { carriedAnswers } from './carried-answers.js';
import type { AttemptEntity } from './attempt.entity.js';
import { AttemptsRepository } from './attempts.repository.js';
import { CLOCK, type Clock } from './clock.js';
import { ANSWER_GRACE_MS, scoreAttempt } from './scoring.js';

export const HISTORY_MAX = 50;

const ALREADY_SUBMITTED = 'This attempt has already been submitted.';

const isoOrNull = (value: Date | null) => (value === null ? null : value.toISOString());

/** Ids in paths: anything that is not one answers 404, like an attempt of someone else. */
function parseId(value: string, what: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new NotFoundException(`${what} not found.`);
  return Number(value);
}

export type Started = AttemptStart & { resumed: boolean };

@Injectable()
export class AttemptsService {
  constructor(
    private readonly attempts: AttemptsRepository,
    private readonly quizzes: QuizzesRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Starts an attempt at a published quiz's newest version, or resumes the caller's open one for this quiz. An
   * open attempt whose time ran out is scored with what was saved and a fresh one begins; one begun on an older
   * version moves to the newest with the answers that still fit, as the page shows only the newest.
   */
  async start(userId: number, slugOrId: string): Promise<Started> {
    const quiz = await this.quizzes.findPublished(slugOrId);
    if (!quiz) throw new NotFoundException('Quiz not found.');
    const open = await this.attempts.open(userId, quiz.id);
    if (open && !this.timeIsUp(open)) {
      return this.toStart(open.quizVersion === quiz.version ? open : await this.moveToNewest(open, quiz), quiz, true);
    }
    if (open) await this.finish(open, quiz, open.deadline as Date);

    const now = this.clock.now();
    const deadline = quiz.timeLimitSeconds ? new Date(now.getTime() + quiz.timeLimitSeconds * 1000) : null;
    const started = await this.attempts.start({
      quizId: quiz.id,
      quizVersion: quiz.version,
      userId,
      startedAt: now,
      deadline,
    });
    if (started) return this.toStart(started, quiz, false);
    // Another request of the same caller started one at the same moment: resume that one.
    const raced = await this.attempts.open(userId, quiz.id);
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
    const question = await this.quizzes.question(attempt.quizId, attempt.quizVersion, questionId);
    if (!question) throw new NotFoundException('Question not found in this quiz.');
    const problem = answerProblem(question, answer);
    if (problem) throw new BadRequestException(problem);
    const answers = await this.attempts.saveAnswer(attempt.id, questionId, answer);
    if (!answers) throw new ConflictException(ALREADY_SUBMITTED);
    return {
      attemptId: attempt.id,
      questionId,
      savedAt: this.clock.now().toISOString(),
      answeredCount: Object.keys(answers).length,
    };
  }

  /** Scores the attempt on the server; allowed after the deadline (late answers were already refused). */
  async submit(userId: number, attemptIdText: string): Promise<AttemptResult> {
    const attempt = await this.owned(userId, attemptIdText);
    this.assertOpen(attempt);
    return this.finish(attempt, await this.quiz(String(attempt.quizId)), this.clock.now());
  }

  async detail(userId: number, attemptIdText: string): Promise<AttemptDetail> {
    const attempt = await this.owned(userId, attemptIdText);
    const quiz = await this.quiz(String(attempt.quizId));
    const submitted = attempt.submittedAt !== null;
    return {
      attemptId: attempt.id,
      quizId: quiz.id,
      quizSlug: quiz.slug,
      quizTitle: quiz.title,
      status: submitted ? 'submitted' : 'open',
      startedAt: attempt.startedAt.toISOString(),
      deadline: isoOrNull(attempt.deadline),
      submittedAt: isoOrNull(attempt.submittedAt),
      now: this.clock.now().toISOString(),
      answers: attempt.answers ?? {},
      result: submitted ? attempt.result : null,
    };
  }

  /** The caller's attempts, newest first (bounded). */
  async history(userId: number): Promise<AttemptSummary[]> {
    const attempts = await this.attempts.history(userId, HISTORY_MAX);
    return attempts.map((attempt) => ({
      attemptId: attempt.id,
      quizSlug: attempt.quiz.slug,
      quizTitle: attempt.quiz.title,
      category: attempt.quiz.category,
      status: attempt.submittedAt === null ? 'open' : 'submitted',
      startedAt: attempt.startedAt.toISOString(),
      submittedAt: isoOrNull(attempt.submittedAt),
      score: attempt.score,
      maxScore: attempt.maxScore,
      percent: attempt.percent,
      passed: attempt.passed,
    }));
  }

  private async quiz(slugOrId: string): Promise<QuizEntity> {
    const quiz = await this.quizzes.findBySlugOrId(slugOrId);
    if (!quiz) throw new NotFoundException('Quiz not found.');
    return quiz;
  }

  /** The caller's attempt; someone else's answers 404 too, so its existence is not revealed. */
  private async owned(userId: number, attemptIdText: string): Promise<AttemptEntity> {
    const attempt = await this.attempts.owned(parseId(attemptIdText, 'Attempt'), userId);
    if (!attempt) throw new NotFoundException('Attempt not found.');
    return attempt;
  }

  private assertOpen(attempt: AttemptEntity): void {
    if (attempt.submittedAt !== null) throw new ConflictException(ALREADY_SUBMITTED);
  }

  private timeIsUp(attempt: AttemptEntity): boolean {
    if (attempt.deadline === null) return false;
    return this.clock.now().getTime() > attempt.deadline.getTime() + ANSWER_GRACE_MS;
  }

  private async moveToNewest(open: AttemptEntity, quiz: QuizEntity): Promise<AttemptEntity> {
    const [from, to] = await Promise.all([
      this.quizzes.questionsOf(quiz.id, open.quizVersion),
      this.quizzes.questionsOf(quiz.id, quiz.version),
    ]);
    const answers = carriedAnswers(open.answers ?? {}, from, to);
    if (!(await this.attempts.moveToVersion(open.id, quiz.version, answers))) {
      throw new ConflictException(ALREADY_SUBMITTED);
    }
    return { ...open, quizVersion: quiz.version, answers };
  }

  /**
   * Scores and closes an attempt against the version it was taken on; a concurrent submit that got there first
   * makes this one 409.
   */
  private async finish(attempt: AttemptEntity, quiz: QuizEntity, submittedAt: Date): Promise<AttemptResult> {
    const questions = await this.quizzes.questionsOf(quiz.id, attempt.quizVersion);
    const result = scoreAttempt(quiz, questions, attempt.answers ?? {}, {
      attemptId: attempt.id,
      startedAt: attempt.startedAt,
      deadline: attempt.deadline,
      submittedAt,
    });
    if (!(await this.attempts.close(attempt.id, result, submittedAt))) throw new ConflictException(ALREADY_SUBMITTED);
    return result;
  }

  private toStart(attempt: AttemptEntity, quiz: QuizEntity, resumed: boolean): Started {
    return {
      attemptId: attempt.id,
      quizId: quiz.id,
      quizSlug: quiz.slug,
      startedAt: attempt.startedAt.toISOString(),
      deadline: isoOrNull(attempt.deadline),
      now: this.clock.now().toISOString(),
      answers: attempt.answers ?? {},
      resumed,
    };
  }
}
