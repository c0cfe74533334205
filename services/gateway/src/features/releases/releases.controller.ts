import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseEnumPipe,
  Post,
  Put,
  Req,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { REMOTE_NAMES, type RemoteName } from '@site/contracts';
import {
  CanaryShareDto,
  PreflightReportDto,
  PreflightRequestDto,
  ReleaseRequestDto,
  ReleasesOverviewDto,
  RemoteReleaseStateDto,
} from '@site/contracts/dto';
import { ApiAdminOnly, ApiErrors, SESSION_SECURITY } from '@site/service-kit';
import type { FastifyRequest } from 'fastify';
import { SessionAdminGuard } from '../audit/session-admin.guard.js';
import { DEPLOY_TOKEN_SECURITY } from './deploy-token-security.js';
import { ReleaseCallerGuard } from './release-caller.guard.js';
import type { ReleaseCaller } from './release-caller.js';
import { Releases } from './releases.service.js';

const REMOTE_PARAM = new ParseEnumPipe(REMOTE_NAMES, {
  exceptionFactory: () => new BadRequestException(`remote must be one of: ${REMOTE_NAMES.join(', ')}.`),
});

const callerOf = (request: FastifyRequest): ReleaseCaller => request.releaseCaller!;

/** The author's view of every remote's releases. */
@ApiTags('releases')
@ApiAdminOnly()
@Controller('api/admin/releases')
@UseGuards(SessionAdminGuard)
export class ReleasesOverviewController {
  constructor(private readonly releases: Releases) {}

  @Get()
  @ApiOperation({
    summary: 'Every remote’s stable release and canary, their health and history, and the rollback rule',
  })
  @ApiOkResponse({ type: ReleasesOverviewDto })
  overview() {
    return this.releases.overview();
  }
}

/** The release API: the author's session or a deploy token of the remote concerned. */
@ApiTags('releases')
@ApiBearerAuth(DEPLOY_TOKEN_SECURITY)
@ApiCookieAuth(SESSION_SECURITY)
@ApiErrors({
  401: 'No session and no deploy token, or a token that is not valid.',
  403: 'A reader’s session, or a deploy token of another remote.',
})
@Controller('api/releases')
@UseGuards(ReleaseCallerGuard)
export class ReleasesController {
  constructor(private readonly releases: Releases) {}

  @Post('preflight')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Check a build before releasing it',
    description:
      'Its manifest must load, be the remote’s build, expose every module the shell mounts, be built against the ' +
      'shell’s contract version, and share the shell’s singletons at versions the shell satisfies; the render ' +
      'process must draw each of the remote’s public pages with it. `reasons` lists every check it failed.',
  })
  @ApiOkResponse({ type: PreflightReportDto })
  @ApiErrors({ 400: 'An unknown remote or a manifestUrl that is no manifest’s address.' })
  preflight(@Req() request: FastifyRequest, @Body() body: PreflightRequestDto) {
    return this.releases.check(callerOf(request), body.remote, body.manifestUrl);
  }

  @Post()
  @ApiOperation({
    summary: 'Release a build as the remote’s canary for a share of visitors',
    description:
      'Pre-flights the build first and refuses it with 422 and the reasons. A visitor keeps the same version across ' +
      'pages and visits. A canary already on trial is replaced.',
  })
  @ApiOkResponse({ type: RemoteReleaseStateDto })
  @ApiErrors({ 400: 'A bad remote, manifestUrl or percent.', 422: 'The build failed its pre-flight checks.' })
  release(@Req() request: FastifyRequest, @Body() body: ReleaseRequestDto) {
    return this.releases.release(callerOf(request), body);
  }

  @Put(':remote/canary')
  @ApiOperation({ summary: 'Change the share of visitors who get the canary' })
  @ApiParam({ name: 'remote', enum: REMOTE_NAMES })
  @ApiOkResponse({ type: RemoteReleaseStateDto })
  @ApiErrors({ 400: 'A percent out of 1-100.', 409: 'The remote has no canary.' })
  share(
    @Req() request: FastifyRequest,
    @Param('remote', REMOTE_PARAM) remote: RemoteName,
    @Body() { percent }: CanaryShareDto,
  ) {
    return this.releases.setShare(callerOf(request), remote, percent);
  }

  @Post(':remote/promote')
  @HttpCode(200)
  @ApiOperation({ summary: 'Promote the canary to stable: every visitor gets it' })
  @ApiParam({ name: 'remote', enum: REMOTE_NAMES })
  @ApiOkResponse({ type: RemoteReleaseStateDto })
  @ApiErrors({ 409: 'The remote has no canary.' })
  promote(@Req() request: FastifyRequest, @Param('remote', REMOTE_PARAM) remote: RemoteName) {
    return this.releases.promote(callerOf(request), remote);
  }

  @Post(':remote/rollback')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Withdraw the canary, or without one go back to the previous stable release',
  })
  @ApiParam({ name: 'remote', enum: REMOTE_NAMES })
  @ApiOkResponse({ type: RemoteReleaseStateDto })
  @ApiErrors({ 409: 'No canary and no earlier stable release.' })
  rollBack(@Req() request: FastifyRequest, @Param('remote', REMOTE_PARAM) remote: RemoteName) {
    return this.releases.rollBack(callerOf(request), remote);
  }
}
