import { Body, Controller, Delete, Req, UnauthorizedException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_DELETED_TEXT } from '@site/contracts';
import { DeleteAccountDto, MessageDto } from '@site/contracts/dto';
import { ApiErrors, ApiSignedIn } from '@site/service-kit';
import type { FastifyRequest } from 'fastify';
import { sessionUser } from '../session/session-user.js';
import { SessionsRepository } from '../session/sessions.repository.js';
import { IdentityClient } from './identity-client.js';
import { LearnClient } from './learn-client.js';

/** Deleting an account touches two services and the sessions, so the gateway runs it. */
@ApiTags('account')
@ApiSignedIn()
@Controller('api/account')
export class AccountController {
  constructor(
    private readonly identity: IdentityClient,
    private readonly learn: LearnClient,
    private readonly sessions: SessionsRepository,
  ) {}

  @Delete()
  @ApiOperation({
    summary: "Delete the caller's account with its bookmarks, course progress and results, and log out everywhere",
    description: 'The password is checked before anything is deleted. What the author published stays.',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrors({
    400: 'A missing password.',
    403: 'A wrong password, or sent by a page of another site.',
    409: 'The account is the only administrator.',
    503: 'A service failed; the account is still there and the deletion may be retried.',
  })
  async delete(@Body() dto: DeleteAccountDto, @Req() request: FastifyRequest): Promise<{ message: string }> {
    const user = sessionUser(request);
    if (!user) throw new UnauthorizedException('Not logged in');
    await this.identity.checkDeletion(user.id, dto);
    // Learning data first: should the account's deletion then fail, a retry finds the account and goes on.
    await this.learn.deleteAccountData(user.id);
    await this.identity.deleteUser(user.id);
    await this.sessions.endAllOf(user.id);
    await request.session.destroy();
    return { message: ACCOUNT_DELETED_TEXT };
  }
}
