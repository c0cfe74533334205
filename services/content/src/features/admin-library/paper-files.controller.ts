import { Controller, Param, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { PAPER_PDF_MAX_BYTES, PAPER_PDF_TOO_LARGE_TEXT, type AdminPaper } from '@site/contracts';
import { AdminPaperDto, ErrorDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors, wordAuditSummary } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiOneFileBody, uploadedFile } from '../uploads/uploaded-file.js';
import { AdminPapersService } from './admin-papers.service.js';
import { ApiItemRef, NO_PAPER, paperRefPipe, type ItemRef } from './item-ref.js';

const PDF_UPLOAD = { maxBytes: PAPER_PDF_MAX_BYTES, tooLarge: PAPER_PDF_TOO_LARGE_TEXT, what: 'the PDF' };

/** A paper's PDF under /api/admin/library/papers/:id/pdf. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/library/papers/:id')
@UseGuards(AdminGuard)
export class PaperFilesController {
  constructor(private readonly papers: AdminPapersService) {}

  @Put('pdf')
  @ApiOperation({
    summary: 'Upload the paper’s PDF: a PDF by content, at most 25 MB',
    description:
      'It becomes the paper’s full text, a library document read at /library/document/<name> and served under ' +
      '/media/documents/; its pages are counted from the file. A PDF uploaded again replaces it.',
  })
  @ApiItemRef('paper')
  @ApiConsumes('multipart/form-data')
  @ApiOneFileBody()
  @ApiOkResponse({ type: AdminPaperDto })
  @ApiErrors({ 400: 'No file, or one that is not a PDF.', 404: NO_PAPER })
  @ApiResponse({ status: 413, description: 'The file is larger than 25 MB.', type: ErrorDto })
  async pdf(
    @Param('id', paperRefPipe) ref: ItemRef,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminPaper> {
    // An unknown paper is refused before its upload is read.
    await this.papers.get(ref);
    const { value, words } = await this.papers.setPdf(ref, (await uploadedFile(request, PDF_UPLOAD)).bytes);
    wordAuditSummary(reply, words);
    return value;
  }
}
