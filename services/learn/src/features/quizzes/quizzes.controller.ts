import { Controller, Get, Param } from '@nestjs/common';
import type { QuizView, StandaloneQuiz } from '@site/contracts';
import { QuizzesService } from './quizzes.service.js';

@Controller('elearning/quizzes')
export class QuizzesController {
  constructor(private readonly quizzes: QuizzesService) {}

  @Get('standalone')
  standalone(): Promise<StandaloneQuiz[]> {
    return this.quizzes.standalone();
  }

  /** A quiz to take, by slug or id, without answers. */
  @Get(':slugOrId')
  view(@Param('slugOrId') slugOrId: string): Promise<QuizView> {
    return this.quizzes.view(slugOrId);
  }
}
