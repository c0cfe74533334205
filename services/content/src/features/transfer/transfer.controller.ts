import { BadRequestException, Body, Controller, Get, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ImportPartReport } from '@site/contracts';
import { ImportPartReportDto, ImportQueryDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { ArchiveFileProblem } from './archive-files.js';
import { ContentTransferService } from './content-transfer.service.js';

/** The content service's part of the site archive; the gateway composes the whole at /api/admin/export. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/transfer/content')
@UseGuards(AdminGuard)
export class ContentTransferController {
  constructor(private readonly transfer: ContentTransferService) {}

  @Get()
  @ApiOperation({
    summary: "Download the content service's part of the archive",
    description:
      'topics.json; essays/<slug>.md and journal/<id>.md (front matter and markdown), essays/covers/<slug>.webp; ' +
      'library/shelves.json, books.json, notes/<slug>.md, documents.json, papers.json, audio.json; ' +
      'podcast/episodes.json and notes/<slug>.md; media/<kind>/<file>: the audio, artwork and documents they use.',
  })
  @ApiOkResponse({
    description: 'A zip archive.',
    content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
  })
  async export(@Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    const archive = await this.transfer.export();
    reply.header('content-type', 'application/zip').header('cache-control', 'no-store');
    return Buffer.from(archive);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: "Import the content service's part of an archive (upsert by slug or name)",
    description:
      'Every file is checked first and everything is written in one transaction: a problem changes nothing. ' +
      'A media file the site already serves must hold the same bytes (names carry a hash of them); ' +
      'one file may hold at most 25 MB.',
  })
  @ApiConsumes('application/zip')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: ImportPartReportDto })
  @ApiErrors({ 400: 'Not a zip archive, or a file in it is malformed or refers to something missing (named).' })
  async import(@Body() body: unknown, @Query() { dryRun }: ImportQueryDto): Promise<ImportPartReport> {
    if (!Buffer.isBuffer(body))
      throw new BadRequestException('Send the archive as the body (Content-Type: application/zip).');
    try {
      return await this.transfer.import(new Uint8Array(body), dryRun ?? false);
    } catch (error) {
      if (error instanceof ArchiveFileProblem) throw new BadRequestException(error.message);
      // A value the checks let through but a column refuses: the transaction is undone, and the admin told why.
      if (error instanceof QueryFailedError) {
        throw new BadRequestException(`The archive does not fit the site's data: ${error.message}`);
      }
      throw error;
    }
  }
}
