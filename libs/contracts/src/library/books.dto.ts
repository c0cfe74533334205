import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import { OptionalWholeNumber } from '../whole-number.dto.js';
import {
  BOOK_PAGE_MAX,
  BOOK_SORTS,
  READING_STATUSES,
  type Book,
  type BookList,
  type BookListParams,
  type BookQuote,
  type BookSort,
  type BookTopic,
  type LibraryItemRef,
  type LibraryOverview,
  type ReadingStatus,
  type Shelf,
} from './books.js';

/** Query of GET /api/library/books; anything malformed, oversized or repeated answers 400. */
export class BookQueryDto implements BookListParams {
  @ApiPropertyOptional({ description: 'A shelf slug: reading, read, to-read or an own shelf.', maxLength: 80 })
  @IsOptional()
  @IsString({ message: 'shelf must be a single shelf slug.' })
  @MaxLength(80, { message: 'shelf must be at most 80 characters.' })
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'shelf must be a slug (lowercase letters, digits, hyphens).' })
  shelf?: string;

  @ApiPropertyOptional({ description: 'Only books on this topic.', maxLength: 100 })
  @IsOptional()
  @IsString({ message: 'topic must be a single topic.' })
  @MaxLength(100, { message: 'topic must be at most 100 characters.' })
  @IsSafeText()
  topic?: string;

  @ApiPropertyOptional({ description: 'Words to find in title, author and notes.', maxLength: 200 })
  @IsOptional()
  @IsString({ message: 'q must be a single text.' })
  @MaxLength(200, { message: 'q must be at most 200 characters.' })
  @IsSafeText()
  q?: string;

  @ApiPropertyOptional({ enum: BOOK_SORTS, description: 'Newest additions first when omitted.' })
  @IsOptional()
  @IsIn(BOOK_SORTS, { message: `sort must be one of: ${BOOK_SORTS.join(', ')}.` })
  sort?: BookSort;

  @OptionalWholeNumber('page', { max: BOOK_PAGE_MAX, default: 1 })
  page?: number;
}

export class ShelfDto implements Shelf {
  @ApiProperty({ example: 'desert-island' })
  slug!: string;

  @ApiProperty({ example: 'Desert island' })
  name!: string;

  @ApiProperty({ enum: ['status', 'own'] })
  kind!: 'status' | 'own';

  @ApiProperty({ type: 'integer', minimum: 0 })
  count!: number;

  @ApiPropertyOptional()
  description?: string;
}

export class BookQuoteDto implements BookQuote {
  @ApiProperty()
  text!: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1 })
  page?: number;
}

export class BookDto implements Book {
  @ApiProperty({ example: 'godel-escher-bach' })
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  author!: string;

  @ApiProperty({ type: 'integer', description: 'Year of first publication.' })
  year!: number;

  @ApiPropertyOptional({ example: '9780465026562', description: 'ISBN-13, digits only, when known.' })
  isbn?: string;

  @ApiProperty({ enum: READING_STATUSES })
  status!: ReadingStatus;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  startedOn!: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  finishedOn!: string | null;

  @ApiProperty({ type: [String], description: "Slugs of the author's own shelves holding the book." })
  shelves!: string[];

  @ApiProperty({ type: [String] })
  topics!: string[];

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5, nullable: true })
  rating!: number | null;

  @ApiProperty({ description: "The author's notes as sanitised HTML." })
  notesHtml!: string;

  @ApiProperty({ type: [BookQuoteDto] })
  quotes!: BookQuoteDto[];

  @ApiProperty({
    example: '/cards/books/godel-escher-bach?v=3f2a9c1d',
    description: 'The uploaded cover (/media/books/…), or the generated one (/cards/books/<slug>?v=<version>).',
  })
  coverUrl!: string;

  @ApiProperty()
  coverAlt!: string;

  @ApiProperty({ format: 'date-time' })
  addedAt!: string;
}

export class BookListDto implements BookList {
  @ApiProperty({ type: [BookDto] })
  items!: BookDto[];

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Books matching the filters, all pages.' })
  total!: number;
}

export class BookTopicDto implements BookTopic {
  @ApiProperty({ example: 'Philosophy' })
  name!: string;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'Books filed under the topic.' })
  count!: number;
}

export class LibraryItemRefDto implements LibraryItemRef {
  @ApiProperty({ enum: ['book', 'paper', 'audio', 'document', 'episode'] })
  kind!: LibraryItemRef['kind'];

  @ApiProperty()
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ example: '/library/books#godel-escher-bach' })
  href!: string;

  @ApiProperty({ format: 'date-time' })
  addedAt!: string;
}

export class LibraryCountsDto {
  @ApiProperty({ type: 'integer', minimum: 0 })
  books!: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  papers!: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  audio!: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  documents!: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  episodes!: number;
}

export class LibraryOverviewDto implements LibraryOverview {
  @ApiProperty({ type: [ShelfDto] })
  shelves!: ShelfDto[];

  @ApiProperty({ type: LibraryCountsDto })
  counts!: LibraryCountsDto;

  @ApiProperty({ type: [BookDto], maxItems: 4 })
  reading!: BookDto[];

  @ApiProperty({ type: [LibraryItemRefDto], description: 'The newest additions, newest first.' })
  recent!: LibraryItemRefDto[];
}

/** Path of GET /cards/books/{slug}: a name no book can have answers 400; an unknown one, 404. */
export class BookSlugParamsDto {
  @ApiProperty({ example: 'godel-escher-bach', maxLength: 120, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' })
  @IsString()
  @MaxLength(120, { message: 'slug must be at most 120 characters.' })
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'slug must be a book slug (lowercase letters, digits, hyphens).' })
  slug!: string;
}
