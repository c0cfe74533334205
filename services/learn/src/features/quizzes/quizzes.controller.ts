import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { QuizView, StandaloneQuiz } from '@site/contracts';
import { QuizViewDto, StandaloneQuizDto } from '@site/contracts/dto';
import { ApiErrors } from '@site/service-kit';
import { QuizzesService } from './quizzes.service.js';

@ApiTags('quizzes')
@Controller('elearning/quizzes')
export class QuizzesController {
  constructor(private readonly quizzes: QuizzesService) {}

  @Get('standalone')
  @ApiOperation({ summary: 'Quizzes that stand outside any course' })
  @ApiOkResponse({ type: StandaloneQuizDto, isArray: true })
  standalone(): Promise<StandaloneQuiz[]> {
    return this.quizzes.standalone();
  }

  /** A quiz to take, by slug or id, without answers. */
  @Get(':slugOrId')
  @ApiOperation({ summary: 'A quiz to take, without its answers' })
  @ApiParam({ name: 'slugOrId', description: "The quiz's slug or numeric id.", example: 'physics-concepts' })
  @ApiOkResponse({ type: QuizViewDto })
  @ApiErrors({ 404: 'No quiz has this slug or id.' })
  view(@Param('slugOrId') slugOrId: string): Promise<QuizView> {
    return this.quizzes.view(slugOrId);
  }
}
