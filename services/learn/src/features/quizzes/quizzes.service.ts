import { Injectable, NotFoundException } from '@nestjs/common';
import type { QuizView, StandaloneQuiz } from '@site/contracts';
import { toQuestionView } from './quiz-view.js';
import { QuizzesRepository } from './quizzes.repository.js';
import { coverImageOrNull, toStandaloneQuiz } from './standalone-quiz.js';

export const STANDALONE_LIST_MAX = 100;

@Injectable()
export class QuizzesService {
  constructor(private readonly quizzes: QuizzesRepository) {}

  /** Quizzes that belong to no course, by title (bounded); with a topic, only those filed under it. */
  async standalone(topic?: string): Promise<StandaloneQuiz[]> {
    return (await this.quizzes.standalone(STANDALONE_LIST_MAX, topic)).map(toStandaloneQuiz);
  }

  /**
   * A published quiz to take, by slug or id, in its newest version: everything but answers, correct flags and
   * explanations; 404 when there is none (a draft included).
   */
  async view(slugOrId: string): Promise<QuizView> {
    const quiz = await this.quizzes.findPublished(slugOrId);
    if (!quiz) throw new NotFoundException('Quiz not found.');
    const questions = (await this.quizzes.questionsOf(quiz.id, quiz.version)).map(toQuestionView);
    return {
      id: quiz.id,
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
