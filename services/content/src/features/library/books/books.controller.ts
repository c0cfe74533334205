import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Book, BookList, BookTopic, Shelf } from '@site/contracts';
import { BookDto, BookListDto, BookQueryDto, BookTopicDto, ShelfDto } from '@site/contracts/dto';
import { ApiErrors } from '@site/service-kit';
import type { FastifyReply } from 'fastify';
import { BooksService } from './books.service.js';

@ApiTags('library')
@Controller('library')
export class BooksController {
  constructor(private readonly books: BooksService) {}

  @Get('books')
  @ApiOperation({
    summary:
      'One page of the library’s books, filtered by shelf, topic and text, sorted; the total is in X-Total-Count',
  })
  @ApiOkResponse({
    type: BookListDto,
    headers: {
      'X-Total-Count': {
        description: 'Books matching the filters, on every page together.',
        schema: { type: 'integer' },
      },
    },
  })
  @ApiErrors({ 400: 'An unknown shelf or sort, an unsafe, repeated or oversized filter, or a page out of range.' })
  async list(@Query() query: BookQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<BookList> {
    const list = await this.books.list(query);
    reply.header('X-Total-Count', String(list.total));
    return list;
  }

  // Declared before any `books/:x` route could be, so "reading" and "topics" are never read as a book's name.
  @Get('books/reading')
  @ApiOperation({ summary: 'The books being read now (at most four), the most recently started first' })
  @ApiOkResponse({ type: BookDto, isArray: true })
  reading(): Promise<Book[]> {
    return this.books.reading();
  }

  @Get('books/topics')
  @ApiOperation({ summary: 'The topics the books are filed under, commonest first, with book counts' })
  @ApiOkResponse({ type: BookTopicDto, isArray: true })
  topics(): Promise<BookTopic[]> {
    return this.books.topics();
  }

  @Get('shelves')
  @ApiOperation({ summary: 'The status shelves (Reading, Read, To read), then the author’s own, with book counts' })
  @ApiOkResponse({ type: ShelfDto, isArray: true })
  shelves(): Promise<Shelf[]> {
    return this.books.shelves();
  }
}
