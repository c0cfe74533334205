import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminRecording, AdminRecordingRow } from '@site/contracts';
import { AdminRecordingDto, AdminRecordingInputDto, AdminRecordingRowDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors, wordAuditSummary } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { AdminRecordingsService } from './admin-recordings.service.js';
import { ApiItemRef, NO_RECORDING, recordingRefPipe, type ItemRef } from './item-ref.js';

const SAVE_REFUSED =
  'A field missing, too long or unsafe, a malformed slug, a date that is not one, an unknown topic, or a ' +
  'recording published without its audio.';

/** The library's lectures and readings under /api/admin/library/audio: write, publish, unpublish, delete. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/library/audio')
@UseGuards(AdminGuard)
export class AdminRecordingsController {
  constructor(private readonly recordings: AdminRecordingsService) {}

  @Get()
  @ApiOperation({ summary: 'Every lecture and reading, drafts included, the most recently added first' })
  @ApiOkResponse({ type: AdminRecordingRowDto, isArray: true })
  list(): Promise<AdminRecordingRow[]> {
    return this.recordings.list();
  }

  @Post()
  @ApiOperation({
    summary: 'Create a recording',
    description: 'Publishing needs its audio, so a new recording is a draft.',
  })
  @ApiCreatedResponse({ type: AdminRecordingDto })
  @ApiErrors({ 400: SAVE_REFUSED, 409: 'Another recording has this slug.' })
  async create(
    @Body() input: AdminRecordingInputDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminRecording> {
    const { value, words } = await this.recordings.create(input);
    wordAuditSummary(reply, words);
    return value;
  }

  @Get(':id')
  @ApiOperation({ summary: 'A recording with everything its editor edits' })
  @ApiItemRef('recording')
  @ApiOkResponse({ type: AdminRecordingDto })
  @ApiErrors({ 400: 'Neither an id nor a slug.', 404: NO_RECORDING })
  get(@Param('id', recordingRefPipe) ref: ItemRef): Promise<AdminRecording> {
    return this.recordings.get(ref);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Save a recording: its text, and whether readers find it (draft or published)' })
  @ApiItemRef('recording')
  @ApiOkResponse({ type: AdminRecordingDto })
  @ApiErrors({ 400: SAVE_REFUSED, 404: NO_RECORDING, 409: 'Another recording has this slug.' })
  async update(
    @Param('id', recordingRefPipe) ref: ItemRef,
    @Body() input: AdminRecordingInputDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminRecording> {
    const { value, words } = await this.recordings.update(ref, input);
    wordAuditSummary(reply, words);
    return value;
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a recording with its uploaded audio and artwork' })
  @ApiItemRef('recording')
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiErrors({ 400: 'Neither an id nor a slug.', 404: NO_RECORDING })
  async remove(
    @Param('id', recordingRefPipe) ref: ItemRef,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    wordAuditSummary(reply, await this.recordings.remove(ref));
  }
}
