import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { StandaloneQuiz } from '@site/contracts';
import { Repository } from 'typeorm';
import { QuestionEntity } from './question.entity.js';
import { QuizEntity } from './quiz.entity.js';
import { toStandaloneQuiz, type StandaloneQuizRow } from './standalone-quiz.js';

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
}
