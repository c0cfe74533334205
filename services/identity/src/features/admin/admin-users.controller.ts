import { Body, Controller, Delete, Get, Param, Patch, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AdminUser, AdminUserPage, UserStats } from '@site/contracts';
import {
  AdminUserChangeDto,
  AdminUserDto,
  AdminUserPageDto,
  AdminUserQueryDto,
  MessageDto,
  UserStatsDto,
} from '@site/contracts/dto';
import {
  AdminGuard,
  ApiAdminOnly,
  ApiErrors,
  Caller,
  type CallerIdentity,
  END_SESSIONS_HEADER,
  endSessionsValue,
  UserIdPipe,
} from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { AdminUsersService } from './admin-users.service.js';

const ID = { name: 'id', schema: { type: 'integer', minimum: 1 } } as const;
const SESSIONS_ENDED = 'Every session of this account has ended.';
const OTHER_SESSIONS_ENDED = 'Your other sessions have ended.';

@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/users')
@UseGuards(AdminGuard)
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @ApiOperation({ summary: 'One page of the accounts, newest first, optionally searched' })
  @ApiOkResponse({ type: AdminUserPageDto })
  @ApiErrors({ 400: 'A page or pageSize out of range, or a search that is too long.' })
  list(@Query() query: AdminUserQueryDto): Promise<AdminUserPage> {
    return this.users.page(query.q, query.page, query.pageSize);
  }

  @Get('stats')
  @ApiOperation({ summary: 'How many readers, administrators, suspended and new accounts there are' })
  @ApiOkResponse({ type: UserStatsDto })
  stats(): Promise<UserStats> {
    return this.users.stats();
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Make or remove an administrator, suspend an account or lift its suspension',
    description: "A change of role and a suspension end the account's sessions, so they apply at once.",
  })
  @ApiParam(ID)
  @ApiOkResponse({ type: AdminUserDto, description: 'The account as changed.' })
  @ApiErrors({
    400: 'A bad id, nothing to change, or a field that is not true or false.',
    404: 'No account has this id.',
    409: 'The change would leave no administrator, or suspend the caller.',
  })
  async change(
    @Caller() caller: CallerIdentity,
    @Param('id', UserIdPipe) id: number,
    @Body() body: AdminUserChangeDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminUser> {
    const { user, endSessions } = await this.users.change(caller, id, body);
    if (endSessions) reply.header(END_SESSIONS_HEADER, endSessionsValue(id));
    return user;
  }

  @Delete(':id/sessions')
  @ApiOperation({
    summary: "End every session of an account (the caller's own: every other one)",
  })
  @ApiParam(ID)
  @ApiOkResponse({ type: MessageDto })
  @ApiErrors({ 400: 'An id that is not a positive whole number.', 404: 'No account has this id.' })
  async endSessions(
    @Caller() caller: CallerIdentity,
    @Param('id', UserIdPipe) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ message: string }> {
    await this.users.requireUser(id);
    const own = id === caller.userId;
    reply.header(END_SESSIONS_HEADER, endSessionsValue(id, own));
    return { message: own ? OTHER_SESSIONS_ENDED : SESSIONS_ENDED };
  }
}
