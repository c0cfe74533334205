import { Body, Controller, Delete, HttpCode, Logger, Post, Req, UnauthorizedException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ACCOUNT_DELETED_TEXT, type User } from '@site/contracts';
import { ConfirmEmailChangeDto, DeleteAccountDto, MessageDto, UserDto } from '@site/contracts/dto';
import { ApiErrors, ApiSignedIn } from '@site/service-kit';
import type { FastifyRequest } from 'fastify';
import { sessionUser, type SessionUser } from '../session/session-user.js';
import { SessionsRepository } from '../session/sessions.repository.js';
import { AudienceClient } from './audience-client.js';
import { IdentityClient } from './identity-client.js';
import { LearnClient } from './learn-client.js';

const NOT_LOGGED_IN = 'Not logged in';

/** What the account's services must do together: its deletion, and the change of its address. */
@ApiTags('account')
@ApiSignedIn()
@Controller('api/account')
export class AccountController {
  private readonly logger = new Logger('account');

  constructor(
    private readonly identity: IdentityClient,
    private readonly learn: LearnClient,
    private readonly audience: AudienceClient,
    private readonly sessions: SessionsRepository,
  ) {}

  @Delete()
  @ApiOperation({
    summary:
      "Delete the caller's account with its bookmarks, course progress and results, chat conversations and " +
      'newsletter subscription, and log out everywhere',
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
    const user = signedIn(request);
    await this.identity.checkDeletion(user.id, dto);
    // The address as identity knows it now: another session may have changed it since this one began.
    const account = await this.identity.findUser(user.id);
    if (!account) throw new UnauthorizedException(NOT_LOGGED_IN);
    // The other services' data first: should one of them fail, the account stays, and a retry finds it and goes on.
    await this.learn.deleteAccountData(user.id);
    await this.audience.deleteAccountData(user.id, account.email);
    await this.identity.deleteUser(user.id);
    await this.sessions.endAllOf(user.id);
    await request.session.destroy();
    return { message: ACCOUNT_DELETED_TEXT };
  }

  @Post('email/verify')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Finish the change of address with the mailed code; the old address gets a notice',
    description:
      'A newsletter subscription of the old address moves to the new one, with no confirm mail: the code proved it.',
  })
  @ApiOkResponse({ type: UserDto, description: 'The account with its new address.' })
  @ApiErrors({
    400: 'A wrong, used, expired or exhausted code.',
    403: 'Sent by a page of another site.',
    409: 'Another account took the address meanwhile.',
  })
  async confirmEmailChange(@Body() dto: ConfirmEmailChangeDto, @Req() request: FastifyRequest): Promise<User> {
    const current = signedIn(request);
    const { user, previousEmail } = await this.identity.confirmEmailChange(current.id, dto);
    // This session's next request already carries the new address to the services (the newsletter's toggle too).
    request.session.set('user', { ...current, email: user.email });
    try {
      await this.audience.moveSubscription({ from: previousEmail, to: user.email });
    } catch (error) {
      // The address has changed for good and the code is used up: the reader's answer stays a success.
      this.logger.error(
        `The newsletter subscription of account ${user.id} stayed on its old address: ${(error as Error).message}`,
      );
    }
    return user;
  }
}

function signedIn(request: FastifyRequest): SessionUser {
  const user = sessionUser(request);
  if (!user) throw new UnauthorizedException(NOT_LOGGED_IN);
  return user;
}
