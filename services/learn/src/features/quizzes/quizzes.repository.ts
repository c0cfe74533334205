import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Not, Repository, type QueryDeepPartialEntity } from 'typeorm';
import type { QuizSeed } from '../seed/quiz-file.js';
import { upsertSeeded } from '../seed/upsert-seeded.js';
import { QuestionEntity } from './question.entity.js';
import { writeQuestions } from './question-versions.js';
import { QuizEntity } from './quiz.entity.js';
import type { StandaloneQuizRow } from './standalone-quiz.js';

/** Quizzes with their questions, answers included: only services that score or hide them read this. */
@Injectable()
export class QuizzesRepository {
  constructor(
    @InjectRepository(QuizEntity) private readonly quizzes: Repository<QuizEntity>,
    @InjectRepository(QuestionEntity) private readonly questions: Repository<QuestionEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Published quizzes that belong to no course, by title (served by the partial index quizzes_standalone_idx);
   * with a topic, only those filed under it (quizzes_topics_idx). Counts the questions of their newest version.
   */
  standalone(limit: number, topic?: string): Promise<StandaloneQuizRow[]> {
    const query = this.quizzes
      .createQueryBuilder('quiz')
      .select('quiz.id', 'id')
      .addSelect('quiz.slug', 'slug')
      .addSelect('quiz.title', 'title')
      .addSelect('quiz.coverImage', 'coverImage')
      .addSelect(
        (count) =>
          count
            .select('COUNT(*)::int')
            .from(QuestionEntity, 'question')
            .where('question.quizId = quiz.id AND question.version = quiz.version'),
        'questionCount',
      )
      .where('quiz.courseSlug IS NULL')
      .andWhere('quiz.publishedAt IS NOT NULL');
    if (topic !== undefined) query.andWhere('quiz.topics @> ARRAY[:topic]::text[]', { topic });
    return query.orderBy('quiz.title', 'ASC').addOrderBy('quiz.id', 'ASC').limit(limit).getRawMany<StandaloneQuizRow>();
  }

  /** `12` finds by id, anything else by slug; drafts too (an attempt of a quiz unpublished since is still read). */
  findBySlugOrId(slugOrId: string): Promise<QuizEntity | null> {
    return this.quizzes.findOneBy(/^\d{1,9}$/.test(slugOrId) ? { id: Number(slugOrId) } : { slug: slugOrId });
  }

  /** Like `findBySlugOrId`, but only a published quiz: what the site shows and lets readers start. */
  findPublished(slugOrId: string): Promise<QuizEntity | null> {
    const published = { publishedAt: Not(IsNull()) };
    return this.quizzes.findOneBy(
      /^\d{1,9}$/.test(slugOrId) ? { id: Number(slugOrId), ...published } : { slug: slugOrId, ...published },
    );
  }

  /** The questions of one version of a quiz, in order. */
  questionsOf(quizId: number, version: number): Promise<QuestionEntity[]> {
    return this.questions.find({ where: { quizId, version }, order: { position: 'ASC' } });
  }

  /** One question, only if it belongs to that version of the quiz. */
  question(quizId: number, version: number, questionId: number): Promise<QuestionEntity | null> {
    return this.questions.findOneBy({ id: questionId, quizId, version });
  }

  /**
   * Writes a quiz and its questions from its seed; answers false when the stored hash already matched or the
   * admin has edited the quiz since (the editor's copy wins). Questions are matched by their seed key, so their
   * ids (and the answers that point at them) survive edits; changing attempted questions makes a new version.
   */
  upsertFromSeed(seed: QuizSeed): Promise<boolean> {
    const { questions, ...quiz } = seed;
    return this.dataSource.transaction(async (manager) => {
      if (await manager.exists(QuizEntity, { where: { slug: quiz.slug, editedAt: Not(IsNull()) } })) return false;
      const quizId = await upsertSeeded(
        manager,
        QuizEntity,
        // TypeORM's deep-partial type cannot take the jsonb norms, typed `unknown`.
        quiz as QueryDeepPartialEntity<QuizEntity>,
        [
          'title',
          'description',
          'cover_image',
          'category',
          'time_limit_seconds',
          'pass_percent',
          'course_slug',
          'norms',
          'topics',
        ],
      );
      if (quizId === null) return false;
      await writeQuestions(manager, quizId, questions);
      return true;
    });
  }
}
