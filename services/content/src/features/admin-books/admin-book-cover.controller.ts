import { Controller, Delete, Param, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BOOK_COVER_MAX_BYTES, BOOK_COVER_TOO_LARGE_TEXT, type AdminBook } from '@site/contracts';
import { AdminBookDto, ErrorDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors, wordAuditSummary } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiOneFileBody, uploadedFile } from '../uploads/uploaded-file.js';
import { AdminBooksService } from './admin-books.service.js';
import { ApiBookRef, bookRefPipe, NO_BOOK, type BookRef } from './book-ref.js';

const COVER_UPLOAD = { maxBytes: BOOK_COVER_MAX_BYTES, tooLarge: BOOK_COVER_TOO_LARGE_TEXT, what: 'the image' };

/** A book's own cover under /api/admin/library/books/:id/cover, in place of the one generated from its title. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/library/books/:id/cover')
@UseGuards(AdminGuard)
export class AdminBookCoverController {
  constructor(private readonly books: AdminBooksService) {}

  @Put()
  @ApiOperation({
    summary: 'Upload the book’s cover: a PNG, JPEG or WebP (by content) of at most 5 MB',
    description: 'Stored as a 400×600 WebP, cropped around what matters most; readers see it at once.',
  })
  @ApiBookRef()
  @ApiConsumes('multipart/form-data')
  @ApiOneFileBody()
  @ApiOkResponse({ type: AdminBookDto })
  @ApiErrors({ 400: 'No file, or one that is not a PNG, JPEG or WebP image.', 404: NO_BOOK })
  @ApiResponse({ status: 413, description: 'The image is larger than 5 MB.', type: ErrorDto })
  async upload(
    @Param('id', bookRefPipe) ref: BookRef,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminBook> {
    // An unknown book is said before its upload is read.
    await this.books.get(ref);
    const { value, words } = await this.books.setCover(ref, (await uploadedFile(request, COVER_UPLOAD)).bytes);
    wordAuditSummary(reply, words);
    return value;
  }

  @Delete()
  @ApiOperation({ summary: 'Give the book its generated cover again' })
  @ApiBookRef()
  @ApiOkResponse({ type: AdminBookDto })
  @ApiErrors({ 400: 'Neither an id nor a slug.', 404: NO_BOOK })
  async generated(
    @Param('id', bookRefPipe) ref: BookRef,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminBook> {
    const { value, words } = await this.books.setCover(ref, null);
    wordAuditSummary(reply, words);
    return value;
  }
}
