import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { QuizView, StandaloneQuiz } from '@site/contracts';
import { Repository } from 'typeorm';
import { QUESTION_COLUMNS, QUIZ_COLUMNS, quizKey, type QuizRow } from './quiz-lookup.js';
import { toQuestionView, type StoredQuestion } from './quiz-view.js';
import { QuestionEntity } from './question.entity.js';
import { QuizEntity } from './quiz.entity.js';
import { coverImageOrNull, toStandaloneQuiz, type StandaloneQuizRow } from './standalone-quiz.js';

export const STANDALONE_LIST_MAX = 100;

@Injectable()
export class QuizzesService {
  constructor(@InjectRepository(QuizEntity) private readonly quizzes: Repository<QuizEntity>) {}

  /** Quizzes that belong to no course, by title (served by the partial index quizzes_standalone_idx). */
  async standalone(): Promise<StandaloneQuiz[]> {
    const rows = await this.quizzes
      .createQueryBuilder('quiz')
      .select('quiz.id', 'id')
      .addSelect('quiz.slug', 'slug')
      .addSelect('quiz.title', 'title')
      .addSelect('quiz.coverImage', 'coverImage')
      .addSelect(
        (count) => count.select('COUNT(*)::int').from(QuestionEntity, 'question').where('question.quizId = quiz.id'),
        'questionCount',
      )
      .where('quiz.courseSlug IS NULL')
      .orderBy('quiz.title', 'ASC')
      .addOrderBy('quiz.id', 'ASC')
      .limit(STANDALONE_LIST_MAX)
      .getRawMany<StandaloneQuizRow>();
    return rows.map(toStandaloneQuiz);
  }

  /** A quiz by slug or id; 404 when there is none. */
  async findQuiz(slugOrId: string): Promise<QuizRow> {
    const { column, value } = quizKey(slugOrId);
    const rows: QuizRow[] = await this.quizzes.query(`SELECT ${QUIZ_COLUMNS} FROM learn.quizzes WHERE ${column} = $1`, [
      value,
    ]);
    if (rows.length === 0) throw new NotFoundException('Quiz not found.');
    return rows[0];
  }

  /** The questions of a quiz in order, answers included: for scoring only, never for a response. */
  questionsOf(quizId: number): Promise<StoredQuestion[]> {
    return this.quizzes.query(`SELECT ${QUESTION_COLUMNS} FROM learn.questions WHERE quiz_id = $1 ORDER BY position`, [
      quizId,
    ]);
  }

  /** A quiz to take: everything but answers, correct flags and explanations. */
  async view(slugOrId: string): Promise<QuizView> {
    const quiz = await this.findQuiz(slugOrId);
    const questions = (await this.questionsOf(quiz.id)).map(toQuestionView);
    return {
      id: Number(quiz.id),
      slug: quiz.slug,
      title: quiz.title,
      description: quiz.description,
      category: quiz.category,
      coverImage: coverImageOrNull(quiz.coverImage),
      timeLimitSeconds: quiz.timeLimitSeconds,
      passPercent: quiz.passPercent,
      courseSlug: quiz.courseSlug,
      questionCount: questions.length,
      questions,
    };
  }
}
