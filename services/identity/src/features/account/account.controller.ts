import { Body, Controller, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ChangeEmailDto, ChangePasswordDto, MessageDto } from '@site/contracts/dto';
import {
  ApiErrors,
  ApiSignedIn,
  Caller,
  type CallerIdentity,
  END_SESSIONS_HEADER,
  endSessionsValue,
  SignedInGuard,
} from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { AccountService } from './account.service.js';

@ApiTags('account')
@ApiSignedIn()
@Controller('account')
@UseGuards(SignedInGuard)
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Post('password')
  @HttpCode(200)
  @ApiOperation({
    summary: "Change the caller's password",
    description: 'Every other session of the account ends; this one stays. A notice goes to the address.',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrors({
    400: 'Invalid fields, or a new password the policy refuses or that equals the current one.',
    403: 'The current password is wrong.',
  })
  async changePassword(
    @Caller() caller: CallerIdentity,
    @Body() body: ChangePasswordDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ message: string }> {
    const answer = await this.account.changePassword(caller.userId, body);
    reply.header(END_SESSIONS_HEADER, endSessionsValue(caller.userId, true));
    return answer;
  }

  @Post('email')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ask to change the address: a code goes to the new one',
    description:
      'The account keeps its address until the code is entered (POST /api/account/email/verify, which the gateway ' +
      'runs: it moves the newsletter subscription along).',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrors({
    400: 'Invalid fields, or the address the account has already.',
    403: 'The password is wrong.',
    409: 'Another account uses the address.',
    429: 'A code was sent less than a minute ago, or five this hour.',
  })
  requestEmailChange(@Caller() caller: CallerIdentity, @Body() body: ChangeEmailDto): Promise<{ message: string }> {
    return this.account.requestEmailChange(caller.userId, body);
  }
}
