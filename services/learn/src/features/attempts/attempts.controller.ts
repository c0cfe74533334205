import { Body, Controller, Get, HttpCode, Param, Post, Put, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AnswerSaved, AttemptDetail, AttemptResult, AttemptStart, AttemptSummary } from '@site/contracts';
import {
  AnswerSavedDto,
  AttemptDetailDto,
  AttemptResultDto,
  AttemptStartDto,
  AttemptSummaryDto,
  SaveAnswerDto,
} from '@site/contracts/dto';
import { ApiErrors, ApiSignedIn, Caller, SignedInGuard, type CallerIdentity } from '@site/service-kit';
import { AttemptsService } from './attempts.service.js';

/** The part of Fastify's reply used here. */
interface Reply {
  status(code: number): unknown;
}

/** Every route sits behind SignedInGuard, so the caller is set. */
const userIdOf = (caller: CallerIdentity | null) => (caller as CallerIdentity).userId;

const ATTEMPT_ID = ApiParam({ name: 'id', description: "The attempt's id.", example: '1' });
const NO_ATTEMPT = "No attempt of the caller's has this id.";
const ALREADY_SUBMITTED = 'The attempt was already submitted.';

@ApiTags('attempts')
@ApiSignedIn()
@Controller('elearning')
@UseGuards(SignedInGuard)
export class AttemptsController {
  constructor(private readonly attempts: AttemptsService) {}

  /** 201 with a new attempt, 200 when the caller's open attempt resumes. */
  @Post('quizzes/:slugOrId/attempts')
  @ApiOperation({ summary: "Start an attempt at a quiz, or resume the caller's open one" })
  @ApiParam({ name: 'slugOrId', description: "The quiz's slug or numeric id.", example: 'physics-concepts' })
  @ApiCreatedResponse({ type: AttemptStartDto, description: 'A new attempt.' })
  @ApiOkResponse({ type: AttemptStartDto, description: "The caller's open attempt, resumed." })
  @ApiErrors({ 404: 'No quiz has this slug or id.', 409: 'The attempt could not be started; try again.' })
  async start(
    @Caller() caller: CallerIdentity | null,
    @Param('slugOrId') slugOrId: string,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<AttemptStart> {
    const { resumed, ...started } = await this.attempts.start(userIdOf(caller), slugOrId);
    reply.status(resumed ? 200 : 201);
    return started;
  }

  @Put('attempts/:id/answers/:questionId')
  @ApiOperation({ summary: 'Save the answer to one question of an open attempt' })
  @ATTEMPT_ID
  @ApiParam({ name: 'questionId', description: "The question's id.", example: '1' })
  @ApiOkResponse({ type: AnswerSavedDto })
  @ApiErrors({
    400: "The answer does not fit the question's kind.",
    404: `${NO_ATTEMPT} Or the question is not in its quiz.`,
    409: `${ALREADY_SUBMITTED} Or its time is up.`,
  })
  saveAnswer(
    @Caller() caller: CallerIdentity | null,
    @Param('id') id: string,
    @Param('questionId') questionId: string,
    @Body() body: SaveAnswerDto,
  ): Promise<AnswerSaved> {
    return this.attempts.saveAnswer(userIdOf(caller), id, questionId, body.answer);
  }

  @Post('attempts/:id/submit')
  @HttpCode(200)
  @ApiOperation({ summary: 'Submit an attempt: scored on the server, with the review' })
  @ATTEMPT_ID
  @ApiOkResponse({ type: AttemptResultDto })
  @ApiErrors({ 404: NO_ATTEMPT, 409: ALREADY_SUBMITTED })
  submit(@Caller() caller: CallerIdentity | null, @Param('id') id: string): Promise<AttemptResult> {
    return this.attempts.submit(userIdOf(caller), id);
  }

  @Get('attempts/:id')
  @ApiOperation({ summary: 'One attempt of the caller, with its result once submitted' })
  @ATTEMPT_ID
  @ApiOkResponse({ type: AttemptDetailDto })
  @ApiErrors({ 404: NO_ATTEMPT })
  detail(@Caller() caller: CallerIdentity | null, @Param('id') id: string): Promise<AttemptDetail> {
    return this.attempts.detail(userIdOf(caller), id);
  }

  @Get('me/attempts')
  @ApiOperation({ summary: "The caller's attempts, newest first" })
  @ApiOkResponse({ type: AttemptSummaryDto, isArray: true })
  history(@Caller() caller: CallerIdentity | null): Promise<AttemptSummary[]> {
    return this.attempts.history(userIdOf(caller));
  }
}
