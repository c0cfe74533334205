import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminEpisode, AdminEpisodeRow } from '@site/contracts';
import { AdminEpisodeDto, AdminEpisodeInputDto, AdminEpisodeRowDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors, wordAuditSummary } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { AdminEpisodesService } from './admin-episodes.service.js';
import { ApiEpisodeRef, episodeRefPipe, NO_EPISODE, type EpisodeRef } from './episode-ref.js';

const SAVE_REFUSED =
  'A field missing, too long or unsafe, a malformed slug, chapters out of order, a scheduled episode without a ' +
  'future publishAt, or one published or scheduled without its audio.';

/** The author's podcast episodes under /api/admin/podcast/episodes: write, upload, schedule, publish, delete. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/podcast/episodes')
@UseGuards(AdminGuard)
export class AdminEpisodesController {
  constructor(private readonly episodes: AdminEpisodesService) {}

  @Get()
  @ApiOperation({ summary: 'Every episode, drafts and scheduled ones included, newest number first' })
  @ApiOkResponse({ type: AdminEpisodeRowDto, isArray: true })
  list(): Promise<AdminEpisodeRow[]> {
    return this.episodes.list();
  }

  @Post()
  @ApiOperation({
    summary: 'Create an episode',
    description: 'Numbered after the last one. Publishing or scheduling needs audio, so a new episode is a draft.',
  })
  @ApiCreatedResponse({ type: AdminEpisodeDto })
  @ApiErrors({ 400: SAVE_REFUSED, 409: 'Another episode has this slug.' })
  async create(
    @Body() input: AdminEpisodeInputDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminEpisode> {
    const { value, words } = await this.episodes.create(input);
    wordAuditSummary(reply, words);
    return value;
  }

  @Get(':id')
  @ApiOperation({ summary: 'An episode with everything its editor edits' })
  @ApiEpisodeRef()
  @ApiOkResponse({ type: AdminEpisodeDto })
  @ApiErrors({ 400: 'Neither an id nor a slug.', 404: NO_EPISODE })
  get(@Param('id', episodeRefPipe) ref: EpisodeRef): Promise<AdminEpisode> {
    return this.episodes.get(ref);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Save an episode: its text, chapters and where it stands (draft, scheduled, published)' })
  @ApiEpisodeRef()
  @ApiOkResponse({ type: AdminEpisodeDto })
  @ApiErrors({ 400: SAVE_REFUSED, 404: NO_EPISODE, 409: 'Another episode has this slug.' })
  async update(
    @Param('id', episodeRefPipe) ref: EpisodeRef,
    @Body() input: AdminEpisodeInputDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminEpisode> {
    const { value, words } = await this.episodes.update(ref, input);
    wordAuditSummary(reply, words);
    return value;
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an episode with its chapters, transcript and uploaded files' })
  @ApiEpisodeRef()
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiErrors({ 400: 'Neither an id nor a slug.', 404: NO_EPISODE })
  async remove(
    @Param('id', episodeRefPipe) ref: EpisodeRef,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    wordAuditSummary(reply, await this.episodes.remove(ref));
  }
}
