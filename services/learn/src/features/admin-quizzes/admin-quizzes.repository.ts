import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Not, Repository, type EntityManager } from 'typeorm';
import { slugCheckedTransaction } from '../../database/slug-taken.js';
import { AttemptEntity } from '../attempts/attempt.entity.js';
import type { QuestionRow } from '../quizzes/question-rows.js';
import { writeQuestions, type WrittenQuestions } from '../quizzes/question-versions.js';
import { QuestionEntity } from '../quizzes/question.entity.js';
import { QuizEntity } from '../quizzes/quiz.entity.js';
import type { AdminQuizListRow, AttemptCounts } from './admin-quiz-view.js';

/** The quiz fields the editor sets; the category, course link and IQ norms stay as they are. */
export interface QuizFields {
  slug: string;
  title: string;
  description: string;
  coverImage: string | null;
  timeLimitSeconds: number | null;
  passPercent: number;
  topics: string[];
}

/** Every quiz, drafts included, for the admin editor. */
@Injectable()
export class AdminQuizzesRepository {
  constructor(
    @InjectRepository(QuizEntity) private readonly quizzes: Repository<QuizEntity>,
    @InjectRepository(QuestionEntity) private readonly questions: Repository<QuestionEntity>,
    @InjectRepository(AttemptEntity) private readonly attempts: Repository<AttemptEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /** Every quiz, last edited first, with the questions of its newest version and its attempts counted. */
  list(): Promise<AdminQuizListRow[]> {
    return this.quizzes
      .createQueryBuilder('quiz')
      .select('quiz.id', 'id')
      .addSelect('quiz.slug', 'slug')
      .addSelect('quiz.title', 'title')
      .addSelect('quiz.category', 'category')
      .addSelect('quiz.version', 'version')
      .addSelect('quiz.publishedAt', 'publishedAt')
      .addSelect('quiz.updatedAt', 'updatedAt')
      .addSelect(
        (count) =>
          count
            .select('COUNT(*)::int')
            .from(QuestionEntity, 'question')
            .where('question.quizId = quiz.id AND question.version = quiz.version'),
        'questionCount',
      )
      .addSelect(
        (count) => count.select('COUNT(*)::int').from(AttemptEntity, 'attempt').where('attempt.quizId = quiz.id'),
        'attemptCount',
      )
      .orderBy('quiz.updatedAt', 'DESC')
      .addOrderBy('quiz.id', 'DESC')
      .getRawMany<AdminQuizListRow>();
  }

  /** `12` finds by id, anything else by slug. */
  find(idOrSlug: string): Promise<QuizEntity | null> {
    return this.quizzes.findOneBy(/^\d{1,9}$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug });
  }

  questionsOf(quizId: number, version: number): Promise<QuestionEntity[]> {
    return this.questions.find({ where: { quizId, version }, order: { position: 'ASC' } });
  }

  async attemptCounts(quizId: number, version: number): Promise<AttemptCounts> {
    const [all, ofVersion] = await Promise.all([
      this.attempts.countBy({ quizId }),
      this.attempts.countBy({ quizId, quizVersion: version }),
    ]);
    return { all, version: ofVersion };
  }

  slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    return this.quizzes.existsBy(exceptId === undefined ? { slug } : { slug, id: Not(exceptId) });
  }

  /** A new draft with its questions; answers its id. */
  create(fields: QuizFields, questions: QuestionRow[]): Promise<number> {
    return this.slugChecked(async (manager) => {
      const inserted = await manager.insert(QuizEntity, {
        ...fields,
        category: 'quiz',
        publishedAt: null,
        editedAt: new Date(),
        contentHash: createHash('sha256').update(JSON.stringify({ fields, questions })).digest('hex'),
      });
      const id = Number(inserted.identifiers[0].id);
      await writeQuestions(manager, id, questions);
      return id;
    });
  }

  /** Rewrites the quiz's fields and questions (a new version when its questions changed after attempts). */
  update(quizId: number, fields: QuizFields, questions: QuestionRow[]): Promise<WrittenQuestions> {
    return this.slugChecked(async (manager) => {
      await manager.update(QuizEntity, { id: quizId }, { ...fields, editedAt: new Date() });
      return writeQuestions(manager, quizId, questions);
    });
  }

  /** Publishes (keeping the first publication's date) or takes the quiz back to a draft. */
  async setPublished(quizId: number, published: boolean): Promise<void> {
    await this.quizzes
      .createQueryBuilder()
      .update()
      .set({ publishedAt: published ? () => 'COALESCE(published_at, now())' : null })
      .where({ id: quizId })
      .execute();
  }

  /** Deletes the quiz only if nobody has attempted it (checked in the same statement); false otherwise. */
  async deleteUnattempted(quizId: number): Promise<boolean> {
    const attempted = this.attempts
      .createQueryBuilder('attempt')
      .select('1')
      .where('attempt.quizId = :quizId')
      .getQuery();
    const deleted = await this.quizzes
      .createQueryBuilder()
      .delete()
      .where('id = :quizId', { quizId })
      .andWhere(`NOT EXISTS (${attempted})`)
      .execute();
    return (deleted.affected ?? 0) > 0;
  }

  private slugChecked<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return slugCheckedTransaction(this.dataSource, work);
  }
}
