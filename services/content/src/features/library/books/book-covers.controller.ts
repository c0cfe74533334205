import { Controller, Get, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { BookSlugParamsDto } from '@site/contracts/dto';
import { ApiErrors, sendWithEtag } from '@site/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BookCovers } from './book-cover.js';
import { BooksRepository } from './books.repository.js';

/**
 * A cover changes only with its book's title, author or year, and its address then changes too (`?v=`): a day in
 * caches, then a cheap ETag check.
 */
const COVER_CACHE = 'public, max-age=86400';

/** Generated covers for the library's books, which ship without images of their own. */
@ApiTags('library')
@Controller('cards/books')
export class BookCoversController {
  constructor(
    private readonly books: BooksRepository,
    private readonly covers: BookCovers,
  ) {}

  @Get(':slug')
  @ApiOperation({ summary: "A book's generated cover (400×600 PNG) with its title, author and year" })
  @ApiOkResponse({
    description: 'A 400×600 PNG.',
    content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiQuery({
    name: 'v',
    required: false,
    description: 'A version of the title, author and year, as the book lists give it, so caches keep each apart.',
  })
  @ApiErrors({ 400: 'A name no book can have.', 404: 'No book has this slug.' })
  async cover(@Param() { slug }: BookSlugParamsDto, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const book = await this.books.findCover(slug);
    if (!book) throw new NotFoundException('Book not found');
    const { png, etag } = await this.covers.render(book);
    return sendWithEtag(request, reply, { body: png, contentType: 'image/png', etag, cacheControl: COVER_CACHE });
  }
}
