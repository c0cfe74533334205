import { Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ImportSummary } from '@site/contracts';
import { ImportQueryDto, ImportSummaryDto } from '@site/contracts/dto';
import { ApiAdminOnly, ApiErrors } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionAdminGuard } from '../audit/session-admin.guard.js';
import { sessionUser } from '../session/session-user.js';
import { importSummaryText } from './import-summary-text.js';
import { TransferService } from './transfer.service.js';
import { uploadedArchive } from './uploaded-archive.js';

const ZIP = { 'application/zip': { schema: { type: 'string', format: 'binary' } } };

/** `/api/admin/export` and `/api/admin/import`: the whole site's content as one archive, both ways. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('api/admin')
@UseGuards(SessionAdminGuard)
export class TransferController {
  constructor(private readonly transfer: TransferService) {}

  @Get('export')
  @ApiOperation({
    summary: 'Download all content as one zip archive',
    description:
      'manifest.json, then a folder per service: markdown with front matter for essays, journal entries, book notes and ' +
      'show notes; JSON for topics, quizzes with their questions, books, papers, recordings and episodes; courses as ' +
      'a folder each, course.json beside its lessons as markdown with front matter.',
  })
  @ApiOkResponse({ description: 'The archive, as a download.', content: ZIP })
  @ApiErrors({ 503: 'A service is down: no partial archive is made.' })
  async export(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Buffer> {
    request.auditSummary = 'Download all content as an archive';
    const archive = await this.transfer.export(sessionUser(request)!);
    const day = new Date().toISOString().slice(0, 10);
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="site-content-${day}.zip"`)
      .header('cache-control', 'no-store');
    return Buffer.from(archive);
  }

  @Post('import')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Import an archive of all content (upsert: what is in it is created or updated, nothing is deleted)',
    description:
      'The archive as the body (application/zip) or as the file field "archive" of a multipart form. Every part is checked ' +
      'first: a malformed archive or file changes nothing. With dryRun=true nothing is written and the summary says what would change.',
  })
  @ApiConsumes('application/zip', 'multipart/form-data')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: ImportSummaryDto })
  @ApiErrors({
    400: 'Not a zip archive, not an export of this site, or a file in it is malformed (the message names it).',
    503: 'A service is down: nothing was written.',
  })
  async import(@Req() request: FastifyRequest, @Query() { dryRun }: ImportQueryDto): Promise<ImportSummary> {
    request.auditSummary = 'Import an archive (refused)';
    const archive = await uploadedArchive(request.body, request.headers['content-type']);
    const summary = await this.transfer.import(archive, dryRun ?? false, sessionUser(request)!);
    request.auditSummary = importSummaryText(summary);
    return summary;
  }
}
