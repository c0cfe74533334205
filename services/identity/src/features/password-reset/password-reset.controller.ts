import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageDto, PasswordResetDto, PasswordResetRequestDto } from '@site/contracts/dto';
import { ApiErrors, END_SESSIONS_HEADER, endSessionsValue } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { PasswordResetService } from './password-reset.service.js';

/** Forgotten passwords: a mailed single-use link, for visitors (no session needed). */
@ApiTags('account')
@Controller('account/password-reset')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mail a link to choose a new password',
    description: 'The answer is the same whether an account uses the address or not.',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrors({ 400: 'An invalid address.', 429: 'Too many requests from this address (the gateway limits them).' })
  request(@Body() body: PasswordResetRequestDto): Promise<{ message: string }> {
    return this.resets.request(body.email.toLowerCase());
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: "Set a new password with the link's token",
    description: 'The link works once, for 30 minutes; every session of the account ends.',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrors({ 400: 'A wrong, used or expired token, or a password the policy refuses.' })
  async confirm(
    @Body() body: PasswordResetDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ message: string }> {
    const { message, userId } = await this.resets.reset(body.token, body.password);
    reply.header(END_SESSIONS_HEADER, endSessionsValue(userId));
    return { message };
  }
}
