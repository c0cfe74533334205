import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminBook, AdminBookRow } from '@site/contracts';
import { AdminBookDto, AdminBookInputDto, AdminBookRowDto } from '@site/contracts/dto';
import { AdminGuard, ApiAdminOnly, ApiErrors, wordAuditSummary } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { AdminBooksService } from './admin-books.service.js';
import { ApiBookRef, bookRefPipe, NO_BOOK, type BookRef } from './book-ref.js';

const SAVE_REFUSED =
  'A field missing, too long or unsafe, an ISBN that is not one or has a wrong check digit, reading dates that do ' +
  'not go with the status or finish before the start, an unknown shelf or topic, or a rating outside 1 to 5.';
const SLUG_TAKEN = 'Another book has this slug.';

/** The library's books under /api/admin/library/books: added, edited, moved between shelves, deleted. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('admin/library/books')
@UseGuards(AdminGuard)
export class AdminBooksController {
  constructor(private readonly books: AdminBooksService) {}

  @Get()
  @ApiOperation({ summary: 'Every book, the newest addition first, with its status and own shelves' })
  @ApiOkResponse({ type: AdminBookRowDto, isArray: true })
  list(): Promise<AdminBookRow[]> {
    return this.books.list();
  }

  @Post()
  @ApiOperation({
    summary: 'Add a book',
    description: 'Its slug is made from the title unless given. Readers and search have it at once.',
  })
  @ApiCreatedResponse({ type: AdminBookDto })
  @ApiErrors({ 400: SAVE_REFUSED, 409: SLUG_TAKEN })
  async create(@Body() input: AdminBookInputDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminBook> {
    const { value, words } = await this.books.create(input);
    wordAuditSummary(reply, words);
    return value;
  }

  @Get(':id')
  @ApiOperation({ summary: 'A book with everything its editor edits' })
  @ApiBookRef()
  @ApiOkResponse({ type: AdminBookDto })
  @ApiErrors({ 400: 'Neither an id nor a slug.', 404: NO_BOOK })
  get(@Param('id', bookRefPipe) ref: BookRef): Promise<AdminBook> {
    return this.books.get(ref);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Save a book: its facts, status and dates, shelves, topics, rating, notes and quotes',
    description: 'The whole book: a field left out is emptied, except the slug, which is kept.',
  })
  @ApiBookRef()
  @ApiOkResponse({ type: AdminBookDto })
  @ApiErrors({ 400: SAVE_REFUSED, 404: NO_BOOK, 409: SLUG_TAKEN })
  async update(
    @Param('id', bookRefPipe) ref: BookRef,
    @Body() input: AdminBookInputDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminBook> {
    const { value, words } = await this.books.update(ref, input);
    wordAuditSummary(reply, words);
    return value;
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a book with its quotes and uploaded cover' })
  @ApiBookRef()
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiErrors({ 400: 'Neither an id nor a slug.', 404: NO_BOOK })
  async remove(@Param('id', bookRefPipe) ref: BookRef, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    wordAuditSummary(reply, await this.books.remove(ref));
  }
}
