import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AiTestPassage, AiTestResult } from '@site/contracts';
import { AiTestAnswersDto, AiTestPassageDto, AiTestResultDto } from '@site/contracts/dto';
import { ApiErrors } from '@site/service-kit';
import { AiTestService } from './ai-test.service.js';

@ApiTags('ai-test')
@Controller('elearning/ai-test')
export class AiTestController {
  constructor(private readonly aiTest: AiTestService) {}

  @Get()
  @ApiOperation({
    summary: '"Human or machine?": the passages in a random order, without who wrote them',
    description: 'The answers and explanations only come back from POST /api/elearning/ai-test/answers.',
  })
  @ApiOkResponse({ type: AiTestPassageDto, isArray: true })
  test(): Promise<AiTestPassage[]> {
    return this.aiTest.test();
  }

  @Post('answers')
  @HttpCode(200)
  @ApiOperation({ summary: 'Score a guess for every passage: the score, and per passage the truth and its tells' })
  @ApiOkResponse({ type: AiTestResultDto })
  @ApiErrors({
    400: 'A passage unknown, repeated or without a guess, or a guess other than human or machine.',
  })
  score(@Body() { answers }: AiTestAnswersDto): Promise<AiTestResult> {
    return this.aiTest.score(answers);
  }
}
