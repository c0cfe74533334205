import { Controller, Delete, Param, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type AdminRecording } from '@site/contracts';
import { AdminRecordingDto, ErrorDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors, wordAuditSummary } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiOneFileBody, ARTWORK_UPLOAD, AUDIO_UPLOAD, uploadedFile } from '../uploads/uploaded-file.js';
import { AdminRecordingsService } from './admin-recordings.service.js';
import { ApiItemRef, NO_RECORDING, recordingRefPipe, type ItemRef } from './item-ref.js';

/** A recording's files under /api/admin/library/audio/:id: its audio and its own artwork. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/library/audio/:id')
@UseGuards(AdminGuard)
export class RecordingFilesController {
  constructor(private readonly recordings: AdminRecordingsService) {}

  @Put('audio')
  @ApiOperation({
    summary: 'Upload the recording’s audio: MP3 or M4A (by content), at most 200 MB',
    description: 'Its type, size and length are read from the file; a published recording plays it at once.',
  })
  @ApiItemRef('recording')
  @ApiConsumes('multipart/form-data')
  @ApiOneFileBody()
  @ApiOkResponse({ type: AdminRecordingDto })
  @ApiErrors({ 400: 'No file, one that is not MP3 or M4A, or one whose length cannot be read.', 404: NO_RECORDING })
  @ApiResponse({ status: 413, description: 'The file is larger than 200 MB.', type: ErrorDto })
  async audio(
    @Param('id', recordingRefPipe) ref: ItemRef,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminRecording> {
    // An unknown recording is refused before its upload is read.
    await this.recordings.get(ref);
    const { value, words } = await this.recordings.setAudio(ref, (await uploadedFile(request, AUDIO_UPLOAD)).bytes);
    wordAuditSummary(reply, words);
    return value;
  }

  @Put('artwork')
  @ApiOperation({ summary: 'Upload the recording’s own artwork: a square PNG, JPEG or WebP of at least 1400 px' })
  @ApiItemRef('recording')
  @ApiConsumes('multipart/form-data')
  @ApiOneFileBody()
  @ApiOkResponse({ type: AdminRecordingDto })
  @ApiErrors({ 400: 'No file, not an image, or not square and at least 1400 pixels a side.', 404: NO_RECORDING })
  @ApiResponse({ status: 413, description: 'The image is larger than 10 MB.', type: ErrorDto })
  async artwork(
    @Param('id', recordingRefPipe) ref: ItemRef,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminRecording> {
    await this.recordings.get(ref);
    const upload = await uploadedFile(request, ARTWORK_UPLOAD);
    const { value, words } = await this.recordings.setArtwork(ref, upload.bytes);
    wordAuditSummary(reply, words);
    return value;
  }

  @Delete('artwork')
  @ApiOperation({ summary: 'Give the recording the library’s artwork again' })
  @ApiItemRef('recording')
  @ApiOkResponse({ type: AdminRecordingDto })
  @ApiErrors({ 400: 'Neither an id nor a slug.', 404: NO_RECORDING })
  async libraryArtwork(
    @Param('id', recordingRefPipe) ref: ItemRef,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminRecording> {
    const { value, words } = await this.recordings.setArtwork(ref, null);
    wordAuditSummary(reply, words);
    return value;
  }
}
