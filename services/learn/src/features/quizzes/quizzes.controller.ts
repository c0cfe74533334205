import { Controller, Get } from '@nestjs/common';
import type { StandaloneQuiz } from '@site/contracts';
import { QuizzesService } from './quizzes.service.js';

@Controller('elearning/quizzes')
export class QuizzesController {
  constructor(private readonly quizzes: QuizzesService) {}

  @Get('standalone')
  standalone(): Promise<StandaloneQuiz[]> {
    return this.quizzes.standalone();
  }
}
