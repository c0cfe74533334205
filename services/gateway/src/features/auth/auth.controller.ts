import { Body, Controller, Get, HttpCode, Post, Req, UnauthorizedException, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RegistrationPending, User } from '@site/contracts';
import {
  LoginDto,
  MessageDto,
  RegisterDto,
  RegistrationPendingDto,
  ResendCodeDto,
  UserDto,
  VerifyEmailDto,
} from '@site/contracts/dto';
import { ApiErrors, ApiSignedIn } from '@site/service-kit';
import type { FastifyRequest } from 'fastify';
import { deviceLabel } from '../session/device-label.js';
import { sessionUser } from '../session/session-user.js';
import { IdentityClient } from './identity-client.js';
import { ValidateBody } from './validate-body.guard.js';

type AuthedRequest = FastifyRequest & { user?: User };

const TOO_MANY = 'Too many attempts from this address or for this account; wait and retry (see Retry-After).';
const CROSS_SITE = 'Sent by a page of another site.';

/** `/api/login`, `/api/register`, `/api/verify-email`, `/api/logout`, `/api/user`: the session lives in the gateway. */
@ApiTags('account')
@Controller('api')
export class AuthController {
  constructor(private readonly identity: IdentityClient) {}

  @Post('login')
  @HttpCode(200)
  @UseGuards(ValidateBody(LoginDto), AuthGuard('local'))
  @ApiOperation({ summary: 'Log in with a username (or email) and password; sets the session cookie' })
  // The body is read by a guard, not a parameter, so it is named here for the document.
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors({
    400: 'Missing or invalid fields.',
    401: 'Unknown account or wrong password (the same answer for both).',
    403: `${CROSS_SITE} Or the right password of an account whose email is not verified yet (reason "email-unverified"), or of a suspended one.`,
    429: TOO_MANY,
  })
  async login(@Req() request: AuthedRequest): Promise<User> {
    const user = request.user!;
    await startSession(request, user);
    return user;
  }

  @Post('register')
  @ApiOperation({
    summary: 'Create an account; it logs in once the code mailed to its address is entered (POST /api/verify-email)',
  })
  @ApiCreatedResponse({
    type: RegistrationPendingDto,
    description: 'The account waits for its email to be verified; nobody is logged in.',
  })
  @ApiErrors({
    400: 'Missing or invalid fields, or a weak password.',
    403: CROSS_SITE,
    409: 'The username or email is taken.',
    429: TOO_MANY,
  })
  async register(@Body() dto: RegisterDto): Promise<RegistrationPending> {
    const { requiresVerification, message } = await this.identity.register(dto);
    return { requiresVerification, message };
  }

  @Post('verify-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify a new account with the mailed code, and log it in; sets the session cookie' })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors({
    400: 'Invalid fields, or a wrong, used, expired or exhausted code (five wrong tries end a code).',
    403: CROSS_SITE,
    429: TOO_MANY,
  })
  async verifyEmail(@Body() dto: VerifyEmailDto, @Req() request: FastifyRequest): Promise<User> {
    const user = await this.identity.verifyEmail(dto);
    await startSession(request, user);
    return user;
  }

  @Post('verify-email/resend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a new code to an account waiting for verification (the same answer for any address)' })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrors({
    400: 'An invalid address.',
    403: CROSS_SITE,
    429: 'A code was sent less than a minute ago, or five this hour, or too many requests from this address.',
  })
  resendCode(@Body() dto: ResendCodeDto): Promise<{ message: string }> {
    return this.identity.resendVerification(dto);
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the session (also fine without one)' })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrors({ 403: CROSS_SITE })
  async logout(@Req() request: FastifyRequest): Promise<{ message: string }> {
    if (request.session.get('user')) await request.session.destroy();
    return { message: 'You have been successfully logged out.' };
  }

  /** 401 for visitors: the browser reads it as "no user". */
  @Get('user')
  @ApiOperation({ summary: 'The logged-in user; 401 for visitors' })
  @ApiSignedIn()
  @ApiOkResponse({ type: UserDto })
  async user(@Req() request: FastifyRequest): Promise<User> {
    const current = sessionUser(request);
    if (!current) throw new UnauthorizedException('Not logged in');
    const user = await this.identity.findUser(current.id);
    if (!user) {
      await request.session.destroy();
      throw new UnauthorizedException('Not logged in');
    }
    // A changed address or role reaches the services with the next request, not the next login.
    if (current.email !== user.email || current.isAdmin !== user.isAdmin) {
      request.session.set('user', { ...current, email: user.email, isAdmin: user.isAdmin });
    }
    return user;
  }
}

/** A fresh session id on every login (no fixation), holding only what signing needs. */
async function startSession(request: FastifyRequest, user: User): Promise<void> {
  await request.session.regenerate();
  request.session.set('user', { id: user.id, isAdmin: user.isAdmin, email: user.email, loginAt: Date.now() });
  request.session.set('device', deviceLabel(request.headers['user-agent']));
  request.session.set('started', true);
  await request.session.save();
}
