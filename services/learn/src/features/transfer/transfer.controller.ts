import { BadRequestException, Body, Controller, Get, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ImportPartReport } from '@site/contracts';
import { ImportPartReportDto, ImportQueryDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { ArchiveFileProblem } from './archive-file-problem.js';
import { LearnTransferService } from './learn-transfer.service.js';

/** The learn service's part of the site archive; the gateway composes the whole at /api/admin/export. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/transfer/learn')
@UseGuards(AdminGuard)
export class LearnTransferController {
  constructor(private readonly transfer: LearnTransferService) {}

  @Get()
  @ApiOperation({
    summary: "Download the learn service's part of the archive",
    description:
      'quizzes/<slug>.json: every quiz with the questions of its current version; courses/<slug>/course.json with ' +
      'courses/<slug>/lessons/NN-<lesson>.md (front matter title and quiz, then the markdown): every course with ' +
      "its lessons in order. Both in the seed files' format; enrolments and progress are not exported.",
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
    summary: "Import the learn service's part of an archive (quizzes and courses upserted by slug)",
    description:
      'Every file is checked first and all is written in one transaction. A quiz whose questions change after ' +
      "attempts gets a new version, as in the editor. A course's lessons are matched by slug: enrolments and the " +
      'progress of lessons that stay are kept; a lesson missing from its course folder is removed with its completions.',
  })
  @ApiConsumes('application/zip')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: ImportPartReportDto })
  @ApiErrors({ 400: 'Not a zip archive, or a quiz or course file in it is malformed (named).' })
  async import(@Body() body: unknown, @Query() { dryRun }: ImportQueryDto): Promise<ImportPartReport> {
    if (!Buffer.isBuffer(body)) {
      throw new BadRequestException('Send the archive as the body (Content-Type: application/zip).');
    }
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
