import { Body, Controller, Get, HttpCode, Param, Post, Put, Res, UseGuards } from '@nestjs/common';
import type { AnswerSaved, AttemptDetail, AttemptResult, AttemptStart, AttemptSummary } from '@site/contracts';
import { SaveAnswerDto } from '@site/contracts/dto';
import { Caller, SignedInGuard, type CallerIdentity } from '@site/service-kit';
import { AttemptsService } from './attempts.service.js';

/** The part of Fastify's reply used here. */
interface Reply {
  status(code: number): unknown;
}

/** Every route sits behind SignedInGuard, so the caller is set. */
const userIdOf = (caller: CallerIdentity | null) => (caller as CallerIdentity).userId;

@Controller('elearning')
@UseGuards(SignedInGuard)
export class AttemptsController {
  constructor(private readonly attempts: AttemptsService) {}

  /** 201 with a new attempt, 200 when the caller's open attempt resumes. */
  @Post('quizzes/:slugOrId/attempts')
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
  submit(@Caller() caller: CallerIdentity | null, @Param('id') id: string): Promise<AttemptResult> {
    return this.attempts.submit(userIdOf(caller), id);
  }

  @Get('attempts/:id')
  detail(@Caller() caller: CallerIdentity | null, @Param('id') id: string): Promise<AttemptDetail> {
    return this.attempts.detail(userIdOf(caller), id);
  }

  @Get('me/attempts')
  history(@Caller() caller: CallerIdentity | null): Promise<AttemptSummary[]> {
    return this.attempts.history(userIdOf(caller));
  }
}
