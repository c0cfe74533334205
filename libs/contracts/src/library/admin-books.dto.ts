import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import { TOPIC_NAMES } from '../topics.js';
import {
  BOOK_AUTHOR_MAX,
  BOOK_ISBN_INPUT_MAX,
  BOOK_NOTES_MAX,
  BOOK_QUOTE_MAX,
  BOOK_QUOTES_MAX,
  BOOK_SLUG_MAX,
  BOOK_SLUG_PATTERN,
  BOOK_TITLE_MAX,
  BOOK_YEAR_MAX,
  BOOK_YEAR_MIN,
  SHELF_DESCRIPTION_MAX,
  SHELF_NAME_MAX,
  SHELF_SLUG_MAX,
  SHELVES_MAX,
  type AdminBook,
  type AdminBookInput,
  type AdminBookRow,
  type AdminShelf,
  type AdminShelfInput,
  type AdminShelfOrderInput,
} from './admin-books.js';
import { READING_STATUSES, type BookQuote, type ReadingStatus } from './books.js';
import { BookQuoteDto } from './books.dto.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** A day field left empty in a form is no day. */
const dayOrNull = ({ value }: { value: unknown }) => (value === '' ? null : value);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class AdminBookQuoteInputDto implements BookQuote {
  @ApiProperty({ minLength: 1, maxLength: BOOK_QUOTE_MAX })
  @IsSafeText()
  @Length(1, BOOK_QUOTE_MAX, { message: `A quote must be 1 to ${BOOK_QUOTE_MAX} characters.` })
  @IsString({ message: "A quote's text must be text." })
  @Transform(trimmed)
  text!: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1 })
  @IsOptional()
  @Max(2_147_483_647, { message: "A quote's page must be a page number." })
  @Min(1, { message: "A quote's page must be 1 or more." })
  @IsInt({ message: "A quote's page must be a whole number." })
  page?: number;
}

export class AdminBookInputDto implements AdminBookInput {
  @ApiProperty({ minLength: 1, maxLength: BOOK_TITLE_MAX, example: 'Gödel, Escher, Bach' })
  @IsSafeText()
  @Length(1, BOOK_TITLE_MAX, { message: `The title must be 1 to ${BOOK_TITLE_MAX} characters.` })
  @IsString({ message: 'The title must be text.' })
  @Transform(trimmed)
  title!: string;

  @ApiProperty({ minLength: 1, maxLength: BOOK_AUTHOR_MAX, example: 'Douglas R. Hofstadter' })
  @IsSafeText()
  @Length(1, BOOK_AUTHOR_MAX, { message: `The author must be 1 to ${BOOK_AUTHOR_MAX} characters.` })
  @IsString({ message: 'The author must be text.' })
  @Transform(trimmed)
  author!: string;

  @ApiProperty({ type: 'integer', minimum: BOOK_YEAR_MIN, maximum: BOOK_YEAR_MAX, description: 'First published.' })
  @Max(BOOK_YEAR_MAX, { message: `The year must be at most ${BOOK_YEAR_MAX}.` })
  @Min(BOOK_YEAR_MIN, { message: `The year must be at least ${BOOK_YEAR_MIN}.` })
  @IsInt({ message: 'The year must be a whole number.' })
  year!: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: BOOK_ISBN_INPUT_MAX,
    example: '978-0-465-02656-2',
    description: 'ISBN-10 or ISBN-13 (its check digit verified), hyphens and spaces allowed; stored as ISBN-13.',
  })
  @IsOptional()
  @IsSafeText()
  @MaxLength(BOOK_ISBN_INPUT_MAX, { message: `The ISBN must be at most ${BOOK_ISBN_INPUT_MAX} characters.` })
  @IsString({ message: 'The ISBN must be text.' })
  isbn?: string | null;

  @ApiPropertyOptional({
    pattern: BOOK_SLUG_PATTERN.source,
    maxLength: BOOK_SLUG_MAX,
    description: 'Made from the title for a new book when left out; kept for a saved one.',
  })
  @IsOptional()
  @Matches(BOOK_SLUG_PATTERN, {
    message: 'The slug must be lower-case words joined by single hyphens, and not only digits.',
  })
  @MaxLength(BOOK_SLUG_MAX, { message: `The slug must be at most ${BOOK_SLUG_MAX} characters.` })
  @IsString({ message: 'The slug must be text.' })
  slug?: string;

  @ApiProperty({ enum: READING_STATUSES })
  @IsIn(READING_STATUSES, { message: `status must be one of: ${READING_STATUSES.join(', ')}.` })
  status!: ReadingStatus;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'The start date must be a day (YYYY-MM-DD).' })
  @Matches(DAY, { message: 'The start date must be a day (YYYY-MM-DD).' })
  @IsString({ message: 'The start date must be a day (YYYY-MM-DD).' })
  @Transform(dayOrNull)
  startedOn?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'The finish date must be a day (YYYY-MM-DD).' })
  @Matches(DAY, { message: 'The finish date must be a day (YYYY-MM-DD).' })
  @IsString({ message: 'The finish date must be a day (YYYY-MM-DD).' })
  @Transform(dayOrNull)
  finishedOn?: string | null;

  @ApiPropertyOptional({ type: [String], maxItems: SHELVES_MAX, description: 'Own shelves’ slugs.' })
  @IsOptional()
  @MaxLength(SHELF_SLUG_MAX, { each: true, message: 'Each shelf must be a shelf’s slug.' })
  @IsString({ each: true, message: 'Each shelf must be a shelf’s slug.' })
  @ArrayMaxSize(SHELVES_MAX)
  @IsArray({ message: 'shelves must be a list.' })
  shelves?: string[];

  @ApiPropertyOptional({ type: [String], enum: [...new Set(TOPIC_NAMES)], description: 'Among the site’s topics.' })
  @IsOptional()
  @IsIn(TOPIC_NAMES, { each: true, message: 'Each topic must be one of the site’s topics.' })
  @ArrayMaxSize(TOPIC_NAMES.length)
  @IsArray({ message: 'topics must be a list.' })
  topics?: string[];

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 5, nullable: true, description: 'None when left out.' })
  @IsOptional()
  @Max(5, { message: 'The rating must be 1 to 5, or none.' })
  @Min(1, { message: 'The rating must be 1 to 5, or none.' })
  @IsInt({ message: 'The rating must be 1 to 5, or none.' })
  rating?: number | null;

  @ApiPropertyOptional({ maxLength: BOOK_NOTES_MAX, description: 'Markdown.' })
  @IsOptional()
  @IsSafeText()
  @MaxLength(BOOK_NOTES_MAX, { message: `The notes must be at most ${BOOK_NOTES_MAX} characters.` })
  @IsString({ message: 'The notes must be text.' })
  notes?: string;

  @ApiPropertyOptional({ type: [AdminBookQuoteInputDto], maxItems: BOOK_QUOTES_MAX, description: 'In order.' })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => AdminBookQuoteInputDto)
  @ArrayMaxSize(BOOK_QUOTES_MAX, { message: `A book keeps at most ${BOOK_QUOTES_MAX} quotes.` })
  @IsArray({ message: 'quotes must be a list.' })
  quotes?: AdminBookQuoteInputDto[];
}

export class AdminBookRowDto implements AdminBookRow {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ example: 'godel-escher-bach' })
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  author!: string;

  @ApiProperty({ type: 'integer' })
  year!: number;

  @ApiProperty({ enum: READING_STATUSES })
  status!: ReadingStatus;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  startedOn!: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true })
  finishedOn!: string | null;

  @ApiProperty({ type: [String], description: 'Own shelves’ slugs, in shelf order.' })
  shelves!: string[];

  @ApiProperty({ example: '/media/books/godel-escher-bach-1a2b3c4d5e.webp' })
  coverUrl!: string;

  @ApiProperty({ description: 'Whether the cover is uploaded (false: generated from the title).' })
  coverUploaded!: boolean;

  @ApiProperty({ format: 'date-time' })
  addedAt!: string;
}

export class AdminBookDto extends AdminBookRowDto implements AdminBook {
  @ApiProperty({ type: String, nullable: true, example: '9780465026562', description: 'ISBN-13, digits only.' })
  isbn!: string | null;

  @ApiProperty({ type: [String] })
  topics!: string[];

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5, nullable: true })
  rating!: number | null;

  @ApiProperty({ description: 'Markdown.' })
  notes!: string;

  @ApiProperty({ type: [BookQuoteDto] })
  quotes!: BookQuoteDto[];

  @ApiProperty({ example: '/library/books#godel-escher-bach' })
  path!: string;
}

export class AdminShelfInputDto implements AdminShelfInput {
  @ApiProperty({ minLength: 1, maxLength: SHELF_NAME_MAX, example: 'Logic' })
  @IsSafeText()
  @Length(1, SHELF_NAME_MAX, { message: `The name must be 1 to ${SHELF_NAME_MAX} characters.` })
  @IsString({ message: 'The name must be text.' })
  @Transform(trimmed)
  name!: string;

  @ApiProperty({ maxLength: SHELF_DESCRIPTION_MAX, example: 'Proofs, paradoxes and the limits of both.' })
  @IsSafeText()
  @MaxLength(SHELF_DESCRIPTION_MAX, {
    message: `The description must be at most ${SHELF_DESCRIPTION_MAX} characters.`,
  })
  @IsString({ message: 'The description must be text.' })
  @Transform(trimmed)
  description!: string;
}

export class AdminShelfOrderInputDto implements AdminShelfOrderInput {
  @ApiProperty({ type: 'integer', isArray: true, maxItems: SHELVES_MAX, example: [3, 1, 2] })
  @IsInt({ each: true, message: 'shelfIds must hold shelf ids.' })
  @ArrayMaxSize(SHELVES_MAX, { message: `There are at most ${SHELVES_MAX} shelves.` })
  @IsArray({ message: 'shelfIds must be a list.' })
  shelfIds!: number[];
}

export class AdminShelfDto implements AdminShelf {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ example: 'logic', description: 'Kept when the shelf is renamed, so its address stays.' })
  slug!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ type: 'integer', minimum: 0 })
  position!: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  bookCount!: number;
}
