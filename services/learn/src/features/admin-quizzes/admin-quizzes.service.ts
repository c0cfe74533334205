import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  publishProblem,
  questionsProblem,
  type AdminQuiz,
  type AdminQuizInput,
  type AdminQuizSummary,
  type QuizStatus,
} from '@site/contracts';
import { SearchIndexService } from '../search/search-index.service.js';
import type { QuizEntity } from '../quizzes/quiz.entity.js';
import { toAdminQuiz, toAdminQuizSummary, toQuestionRows } from './admin-quiz-view.js';
import { conflictOnSlugTaken } from '../../database/slug-taken.js';
import { AdminQuizzesRepository, type QuizFields } from './admin-quizzes.repository.js';

const SLUG_TAKEN = 'Another quiz already uses this slug; choose another.';

/** A quiz with attempts keeps them: deleting would erase readers' results, unpublishing only hides it. */
const deleteRefused = (attempts: number) =>
  `This quiz has ${attempts} attempt${attempts === 1 ? '' : 's'}, so it cannot be deleted: unpublish it instead.`;

function fieldsOf(input: AdminQuizInput): QuizFields {
  return {
    slug: input.slug,
    title: input.title,
    description: input.description?.trim() ?? '',
    coverImage: input.coverImage?.trim() || null,
    timeLimitSeconds: input.timeLimitSeconds ?? null,
    passPercent: input.passPercent ?? 60,
    topics: [...new Set(input.topics ?? [])],
  };
}

/**
 * The admin's quiz editor: every quiz, drafts included, with answers. Access is checked by AdminGuard on the
 * controller. Every write re-syncs site search, as a quiz's title and status decide whether and how it is found.
 */
@Injectable()
export class AdminQuizzesService {
  constructor(
    private readonly quizzes: AdminQuizzesRepository,
    private readonly searchIndex: SearchIndexService,
  ) {}

  async list(): Promise<AdminQuizSummary[]> {
    return (await this.quizzes.list()).map(toAdminQuizSummary);
  }

  async get(idOrSlug: string): Promise<AdminQuiz> {
    return this.view(await this.quiz(idOrSlug));
  }

  async create(input: AdminQuizInput): Promise<AdminQuiz> {
    this.check(input);
    if (await this.quizzes.slugTaken(input.slug)) throw new ConflictException(SLUG_TAKEN);
    const id = await conflictOnSlugTaken(
      () => this.quizzes.create(fieldsOf(input), toQuestionRows(input.questions)),
      SLUG_TAKEN,
    );
    await this.searchIndex.sync();
    return this.get(String(id));
  }

  /**
   * Rewrites the quiz. Questions that someone has attempted are never changed in place: they go into a new
   * version, which the site shows from then on, while attempts keep theirs.
   */
  async update(idOrSlug: string, input: AdminQuizInput): Promise<AdminQuiz> {
    const quiz = await this.quiz(idOrSlug);
    this.check(input);
    if (quiz.publishedAt && publishProblem(input.questions.length)) {
      throw new BadRequestException('A published quiz needs at least one question: unpublish it first.');
    }
    if (await this.quizzes.slugTaken(input.slug, quiz.id)) throw new ConflictException(SLUG_TAKEN);
    await conflictOnSlugTaken(
      () => this.quizzes.update(quiz.id, fieldsOf(input), toQuestionRows(input.questions)),
      SLUG_TAKEN,
    );
    await this.searchIndex.sync();
    return this.get(String(quiz.id));
  }

  async setStatus(idOrSlug: string, status: QuizStatus): Promise<AdminQuiz> {
    const quiz = await this.quiz(idOrSlug);
    if (status === 'published') {
      const problem = publishProblem((await this.quizzes.questionsOf(quiz.id, quiz.version)).length);
      if (problem) throw new BadRequestException(problem);
    }
    await this.quizzes.setPublished(quiz.id, status === 'published');
    await this.searchIndex.sync();
    return this.get(String(quiz.id));
  }

  async remove(idOrSlug: string): Promise<void> {
    const quiz = await this.quiz(idOrSlug);
    if (!(await this.quizzes.deleteUnattempted(quiz.id))) {
      throw new ConflictException(deleteRefused((await this.quizzes.attemptCounts(quiz.id, quiz.version)).all));
    }
    await this.searchIndex.sync();
  }

  private async quiz(idOrSlug: string): Promise<QuizEntity> {
    const quiz = await this.quizzes.find(idOrSlug);
    if (!quiz) throw new NotFoundException('Quiz not found.');
    return quiz;
  }

  private async view(quiz: QuizEntity): Promise<AdminQuiz> {
    const [questions, attempts] = await Promise.all([
      this.quizzes.questionsOf(quiz.id, quiz.version),
      this.quizzes.attemptCounts(quiz.id, quiz.version),
    ]);
    return toAdminQuiz(quiz, questions, attempts);
  }

  /** The rules of each question's kind, which the DTO's shape checks cannot express. */
  private check(input: AdminQuizInput): void {
    const problem = questionsProblem(input.questions);
    if (problem) throw new BadRequestException(problem);
  }
}
