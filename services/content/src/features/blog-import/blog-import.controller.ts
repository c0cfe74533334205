import {
  BadRequestException,
  ConflictException,
  Controller,
  HttpCode,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BLOG_IMPORT_MAX_BYTES, BLOG_IMPORT_TOO_LARGE_TEXT, type BlogImportSummary } from '@site/contracts';
import { BlogImportSummaryDto, ErrorDto, ImportQueryDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors, wordAuditSummary } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { ApiOneFileBody, uploadedFile } from '../uploads/uploaded-file.js';
import { BlogFileProblem } from './blog-post.js';
import { BlogImportService } from './blog-import.service.js';

/** PostgreSQL's code for a unique index refusing a row. */
const UNIQUE_VIOLATION = '23505';

const EXPORT_UPLOAD = { maxBytes: BLOG_IMPORT_MAX_BYTES, tooLarge: BLOG_IMPORT_TOO_LARGE_TEXT, what: 'the export' };

/** POST /api/admin/import/blog: a blog from elsewhere brought in as essays, checked first. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/import/blog')
@UseGuards(AdminGuard)
export class BlogImportController {
  constructor(private readonly blogImport: BlogImportService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Bring in a blog: a Ghost export, a WordPress export (WXR) or a zip of Markdown files',
    description:
      'The format is told from the content. Each item is listed with what happens to it: create, update (imported ' +
      'before and changed since) or skip, with why. With dryRun=true nothing is written; else everything is written ' +
      'in one transaction, and importing the same export again changes nothing. Images stay links to their old ' +
      'addresses; the old addresses of the posts answer 301 to their essays once published. At most 50 MB.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiOneFileBody()
  @ApiOkResponse({ type: BlogImportSummaryDto })
  @ApiErrors({
    400:
      'No file, or one that is not a Ghost export, a WordPress export or a zip of Markdown files, or a zip ' +
      'beyond the limits (a zip bomb).',
    409: 'An essay saved during the import took a slug it wanted: nothing was written.',
  })
  @ApiResponse({ status: 413, description: 'The file is larger than 50 MB.', type: ErrorDto })
  async import(
    @Req() request: FastifyRequest,
    @Query() { dryRun }: ImportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BlogImportSummary> {
    const file = await uploadedFile(request, EXPORT_UPLOAD);
    try {
      const { value, words } = await this.blogImport.run(new Uint8Array(file.bytes), file.fileName, dryRun ?? false);
      wordAuditSummary(reply, words);
      return value;
    } catch (error) {
      if (error instanceof BlogFileProblem) throw new BadRequestException(error.message);
      // The transaction is undone either way: a save elsewhere took a slug meanwhile, or a value the checks let by.
      if (error instanceof QueryFailedError) {
        if ((error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
          throw new ConflictException('An essay saved meanwhile took a slug this import wanted: check the blog again.');
        }
        throw new BadRequestException(`The export does not fit the site's data: ${error.message}`);
      }
      throw error;
    }
  }
}
