import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { QuizView, StandaloneQuiz } from '@site/contracts';
import { QuizViewDto, StandaloneQuizDto, TopicFilterQueryDto } from '@site/contracts/dto';
import { ApiErrors } from '@site/service-kit';
import { QuizzesService } from './quizzes.service.js';

@ApiTags('quizzes')
@Controller('elearning/quizzes')
export class QuizzesController {
  constructor(private readonly quizzes: QuizzesService) {}

  @Get('standalone')
  @ApiOperation({ summary: 'Quizzes that stand outside any course, optionally only those on one topic' })
  @ApiOkResponse({ type: StandaloneQuizDto, isArray: true })
  @ApiErrors({ 400: 'A repeated, unsafe or oversized topic.' })
  standalone(@Query() { topic }: TopicFilterQueryDto): Promise<StandaloneQuiz[]> {
    return this.quizzes.standalone(topic);
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
