import { Body, Controller, Delete, Param, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type AdminEpisode } from '@site/contracts';
import { AdminEpisodeDto, AdminTranscriptInputDto, ErrorDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors, wordAuditSummary } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiOneFileBody, ARTWORK_UPLOAD, AUDIO_UPLOAD, uploadedFile } from '../uploads/uploaded-file.js';
import { AdminEpisodesService } from './admin-episodes.service.js';
import { ApiEpisodeRef, episodeRefPipe, NO_EPISODE, type EpisodeRef } from './episode-ref.js';

/** An episode's files under /api/admin/podcast/episodes/:id: its audio, its own artwork and its transcript. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/podcast/episodes/:id')
@UseGuards(AdminGuard)
export class EpisodeFilesController {
  constructor(private readonly episodes: AdminEpisodesService) {}

  @Put('audio')
  @ApiOperation({
    summary: 'Upload the episode’s audio: MP3 or M4A (by content), at most 200 MB',
    description: 'Its type, size and length are read from the file; the feed and the page follow at once.',
  })
  @ApiEpisodeRef()
  @ApiConsumes('multipart/form-data')
  @ApiOneFileBody()
  @ApiOkResponse({ type: AdminEpisodeDto })
  @ApiErrors({ 400: 'No file, one that is not MP3 or M4A, or one whose length cannot be read.', 404: NO_EPISODE })
  @ApiResponse({ status: 413, description: 'The file is larger than 200 MB.', type: ErrorDto })
  async audio(
    @Param('id', episodeRefPipe) ref: EpisodeRef,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminEpisode> {
    await this.episodes.get(ref);
    const { value, words } = await this.episodes.setAudio(ref, (await uploadedFile(request, AUDIO_UPLOAD)).bytes);
    wordAuditSummary(reply, words);
    return value;
  }

  @Put('artwork')
  @ApiOperation({ summary: 'Upload the episode’s own artwork: a square PNG, JPEG or WebP of at least 1400 px' })
  @ApiEpisodeRef()
  @ApiConsumes('multipart/form-data')
  @ApiOneFileBody()
  @ApiOkResponse({ type: AdminEpisodeDto })
  @ApiErrors({ 400: 'No file, not an image, or not square and at least 1400 pixels a side.', 404: NO_EPISODE })
  @ApiResponse({ status: 413, description: 'The image is larger than 10 MB.', type: ErrorDto })
  async artwork(
    @Param('id', episodeRefPipe) ref: EpisodeRef,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminEpisode> {
    await this.episodes.get(ref);
    const { value, words } = await this.episodes.setArtwork(ref, (await uploadedFile(request, ARTWORK_UPLOAD)).bytes);
    wordAuditSummary(reply, words);
    return value;
  }

  @Delete('artwork')
  @ApiOperation({ summary: 'Give the episode the show’s artwork again' })
  @ApiEpisodeRef()
  @ApiOkResponse({ type: AdminEpisodeDto })
  @ApiErrors({ 400: 'Neither an id nor a slug.', 404: NO_EPISODE })
  async showArtwork(
    @Param('id', episodeRefPipe) ref: EpisodeRef,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminEpisode> {
    const { value, words } = await this.episodes.setArtwork(ref, null);
    wordAuditSummary(reply, words);
    return value;
  }

  @Put('transcript')
  @ApiOperation({
    summary: 'Give the episode a transcript: the text of a WebVTT or SRT file',
    description: 'Its cues become the timed lines of the episode page and of search, and the feed’s WebVTT.',
  })
  @ApiEpisodeRef()
  @ApiOkResponse({ type: AdminEpisodeDto })
  @ApiErrors({ 400: 'Text that is neither WebVTT nor SRT, holds no cue, or is too long.', 404: NO_EPISODE })
  async transcript(
    @Param('id', episodeRefPipe) ref: EpisodeRef,
    @Body() input: AdminTranscriptInputDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminEpisode> {
    const { value, words } = await this.episodes.setTranscript(ref, input.text);
    wordAuditSummary(reply, words);
    return value;
  }

  @Delete('transcript')
  @ApiOperation({ summary: 'Remove the episode’s transcript' })
  @ApiEpisodeRef()
  @ApiOkResponse({ type: AdminEpisodeDto })
  @ApiErrors({ 400: 'Neither an id nor a slug.', 404: NO_EPISODE })
  async removeTranscript(
    @Param('id', episodeRefPipe) ref: EpisodeRef,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminEpisode> {
    const { value, words } = await this.episodes.setTranscript(ref, null);
    wordAuditSummary(reply, words);
    return value;
  }
}
