import { Controller, Delete, Get, NotFoundException, Param, Req, UnauthorizedException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { SESSION_ENDED_TEXT, type AccountSession } from '@site/contracts';
import { AccountSessionDto, MessageDto } from '@site/contracts/dto';
import { ApiErrors, ApiSignedIn } from '@site/service-kit';
import type { FastifyRequest } from 'fastify';
import { UNKNOWN_DEVICE } from './device-label.js';
import { publicSessionId } from './session-id.js';
import { sessionUser, type SessionUser } from './session-user.js';
import { SessionsRepository } from './sessions.repository.js';

const NOT_LOGGED_IN = 'Not logged in';

/** The caller's own sessions: where the account is logged in, and a way to end any of them. */
@ApiTags('account')
@ApiSignedIn()
@Controller('api/account/sessions')
export class AccountSessionsController {
  constructor(private readonly sessions: SessionsRepository) {}

  @Get()
  @ApiOperation({ summary: "The caller's sessions, the last seen first; the one of this request is marked current" })
  @ApiOkResponse({ type: AccountSessionDto, isArray: true })
  async list(@Req() request: FastifyRequest): Promise<AccountSession[]> {
    const user = signedIn(request);
    const current = request.session.sessionId;
    const rows = await this.sessions.listOf(user.id);
    return rows.map((row) => ({
      id: publicSessionId(row.sid),
      device: row.device ?? UNKNOWN_DEVICE,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.sid === current,
    }));
  }

  @Delete(':id')
  @ApiOperation({ summary: "End one of the caller's sessions (ending the current one logs out)" })
  @ApiParam({ name: 'id', description: 'The id the list gave.' })
  @ApiOkResponse({ type: MessageDto })
  @ApiErrors({ 403: 'Sent by a page of another site.', 404: 'The caller has no session with this id.' })
  async end(@Req() request: FastifyRequest, @Param('id') id: string): Promise<{ message: string }> {
    const user = signedIn(request);
    const session = (await this.sessions.listOf(user.id)).find((row) => publicSessionId(row.sid) === id);
    if (!session) throw new NotFoundException('No such session.');
    if (session.sid === request.session.sessionId) await request.session.destroy();
    else await this.sessions.endOne(user.id, session.sid);
    return { message: SESSION_ENDED_TEXT };
  }
}

function signedIn(request: FastifyRequest): SessionUser {
  const user = sessionUser(request);
  if (!user) throw new UnauthorizedException(NOT_LOGGED_IN);
  return user;
}
