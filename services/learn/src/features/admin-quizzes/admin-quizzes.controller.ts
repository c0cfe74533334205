import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { AdminQuiz, AdminQuizSummary } from '@site/contracts';
import { AdminQuizDto, AdminQuizInputDto, AdminQuizStatusInputDto, AdminQuizSummaryDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors } from '@site/service-kit';
import { AdminQuizzesService } from './admin-quizzes.service.js';

const QUIZ_ID = ApiParam({ name: 'id', description: "The quiz's numeric id (or its slug).", example: '12' });
const NO_QUIZ = 'No quiz has this id.';
const BAD_QUIZ = 'A field or question does not fit its rules (the message names it).';

@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/quizzes')
@UseGuards(AdminGuard)
export class AdminQuizzesController {
  constructor(private readonly quizzes: AdminQuizzesService) {}

  @Get()
  @ApiOperation({ summary: 'Every quiz, drafts included, with its status, version and attempts' })
  @ApiOkResponse({ type: AdminQuizSummaryDto, isArray: true })
  list(): Promise<AdminQuizSummary[]> {
    return this.quizzes.list();
  }

  @Post()
  @ApiOperation({ summary: 'Create a quiz as a draft' })
  @ApiCreatedResponse({ type: AdminQuizDto })
  @ApiErrors({ 400: BAD_QUIZ, 409: 'Another quiz already uses this slug.' })
  create(@Body() body: AdminQuizInputDto): Promise<AdminQuiz> {
    return this.quizzes.create(body);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A quiz with the questions of its newest version, answers included' })
  @QUIZ_ID
  @ApiOkResponse({ type: AdminQuizDto })
  @ApiErrors({ 404: NO_QUIZ })
  get(@Param('id') id: string): Promise<AdminQuiz> {
    return this.quizzes.get(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Rewrite a quiz and its questions; changed questions of an attempted version go into a new version',
  })
  @QUIZ_ID
  @ApiOkResponse({ type: AdminQuizDto })
  @ApiErrors({ 400: BAD_QUIZ, 404: NO_QUIZ, 409: 'Another quiz already uses this slug.' })
  update(@Param('id') id: string, @Body() body: AdminQuizInputDto): Promise<AdminQuiz> {
    return this.quizzes.update(id, body);
  }

  @Put(':id/status')
  @ApiOperation({ summary: 'Publish a quiz, or take it back to a draft that the site never shows' })
  @QUIZ_ID
  @ApiOkResponse({ type: AdminQuizDto })
  @ApiErrors({ 400: 'An unknown status, or publishing a quiz without questions.', 404: NO_QUIZ })
  setStatus(@Param('id') id: string, @Body() body: AdminQuizStatusInputDto): Promise<AdminQuiz> {
    return this.quizzes.setStatus(id, body.status);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a quiz nobody has attempted' })
  @QUIZ_ID
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiErrors({ 404: NO_QUIZ, 409: 'The quiz has attempts: unpublish it instead.' })
  async remove(@Param('id') id: string): Promise<void> {
    await this.quizzes.remove(id);
  }
}
