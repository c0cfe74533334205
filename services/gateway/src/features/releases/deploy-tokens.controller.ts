import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { CreatedDeployTokenDto, DeployTokenDto, DeployTokenRequestDto } from '@site/contracts/dto';
import { ApiAdminOnly, ApiErrors, idPipe } from '@site/service-kit';
import type { FastifyRequest } from 'fastify';
import { IdentityClient } from '../auth/identity-client.js';
import { SessionAdminGuard } from '../audit/session-admin.guard.js';
import { sessionUser } from '../session/session-user.js';
import { DeployTokens } from './deploy-tokens.js';

/** Deploy tokens, made and revoked by the author; each lets one team's CI release one remote. */
@ApiTags('releases')
@ApiAdminOnly()
@Controller('api/admin/deploy-tokens')
@UseGuards(SessionAdminGuard)
export class DeployTokensController {
  constructor(
    private readonly tokens: DeployTokens,
    private readonly identity: IdentityClient,
  ) {}

  @Get()
  @ApiOperation({ summary: 'List the deploy tokens, without the tokens themselves' })
  @ApiOkResponse({ type: [DeployTokenDto] })
  list() {
    return this.tokens.list();
  }

  @Post()
  @ApiOperation({
    summary: 'Make a deploy token for one remote',
    description: 'The answer carries the token this once; only its hash is kept.',
  })
  @ApiCreatedResponse({ type: CreatedDeployTokenDto })
  @ApiErrors({ 400: 'An unknown remote or a name of the wrong length.' })
  async create(@Req() request: FastifyRequest, @Body() body: DeployTokenRequestDto) {
    const user = sessionUser(request)!;
    const account = await this.identity.findUser(user.id).catch(() => null);
    return this.tokens.create(body.remote, body.name, account?.name ?? user.email);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke a deploy token: it releases nothing from now on' })
  @ApiParam({ name: 'id', schema: { type: 'integer', minimum: 1 } })
  @ApiNoContentResponse({ description: 'Revoked.' })
  @ApiErrors({ 400: 'An id that is not a positive whole number.', 404: 'There is no such deploy token.' })
  revoke(@Param('id', idPipe('deploy token')) id: number) {
    return this.tokens.revoke(id);
  }
}
