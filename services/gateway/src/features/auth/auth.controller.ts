import { Body, Controller, Get, HttpCode, Post, Req, UnauthorizedException, UseGuards } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { RegisterResult, User } from '@site/contracts';
import { LoginDto, RegisterDto } from '@site/contracts/dto';
import type { FastifyRequest } from 'fastify';
import { sessionUser } from '../session/session-user.js';
import { IdentityClient } from './identity-client.js';
import { ValidateBody } from './validate-body.guard.js';

type AuthedRequest = FastifyRequest & { user?: User };

/** SPEC §7: `/api/login`, `/api/register`, `/api/logout`, `/api/user`. */
@Controller('api')
export class AuthController {
  constructor(private readonly identity: IdentityClient) {}

  @Post('login')
  @HttpCode(200)
  @UseGuards(ValidateBody(LoginDto), AuthGuard('local'))
  async login(@Req() request: AuthedRequest): Promise<User> {
    const user = request.user!;
    await startSession(request, user);
    return user;
  }

  @Post('register')
  async register(@Body() dto: RegisterDto, @Req() request: FastifyRequest): Promise<RegisterResult> {
    const result = await this.identity.register(dto);
    if (!('requiresVerification' in result)) await startSession(request, result);
    return result;
  }

  @Post('logout')
  @HttpCode(200)
  async logout(@Req() request: FastifyRequest): Promise<{ message: string }> {
    if (request.session.get('user')) await request.session.destroy();
    return { message: 'You have been successfully logged out.' };
  }

  /** 401 for visitors: the browser reads it as "no user" (SPEC §7's tolerant mode). */
  @Get('user')
  async user(@Req() request: FastifyRequest): Promise<User> {
    const current = sessionUser(request);
    if (!current) throw new UnauthorizedException('Not logged in');
    const user = await this.identity.findUser(current.id);
    if (!user) {
      await request.session.destroy();
      throw new UnauthorizedException('Not logged in');
    }
    return user;
  }
}

/** A fresh session id on every login (no fixation), holding only what signing needs. */
async function startSession(request: FastifyRequest, user: User): Promise<void> {
  await request.session.regenerate();
  request.session.set('user', { id: user.id, isAdmin: user.isAdmin, loginAt: Date.now() });
  await request.session.save();
}
