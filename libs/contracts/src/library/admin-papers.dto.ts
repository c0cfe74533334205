import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsISO8601,
  IsString,
  IsUrl,
  Length,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import { TOPIC_NAMES } from '../topics.js';
import { PAPER_KINDS, type PaperAuthor, type PaperKind } from './academic.js';
import { PaperAuthorDto } from './academic.dto.js';
import {
  DOI_PATTERN,
  DOI_PROBLEM_TEXT,
  normalizeDoi,
  PAPER_ABSTRACT_MAX,
  PAPER_AUTHOR_NAME_MAX,
  PAPER_AUTHORS_MAX,
  PAPER_BIBTEX_MAX,
  PAPER_DOI_MAX,
  PAPER_SLUG_MAX,
  PAPER_SLUG_PATTERN,
  PAPER_TITLE_MAX,
  PAPER_URL_MAX,
  PAPER_VENUE_MAX,
  type AdminPaper,
  type AdminPaperDocument,
  type AdminPaperInput,
  type AdminPaperRow,
  type BibtexInput,
  type BibtexPaper,
} from './admin-papers.js';
import { DOCUMENT_FORMATS, type DocumentFormat } from './documents.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** An empty optional text is none at all. */
const trimmedOrNull = ({ value }: { value: unknown }) => {
  const text = trimmed({ value });
  return text === '' || text === undefined ? null : text;
};
/** A DOI in any usual form is kept in one; text that is no DOI stays as sent, to be refused with its reason. */
const doiOrNull = ({ value }: { value: unknown }) => {
  const text = trimmedOrNull({ value });
  return typeof text === 'string' ? (normalizeDoi(text) ?? text) : text;
};

/** An author as the editor names them: a given and a family name. */
export class PaperAuthorInputDto implements PaperAuthor {
  @ApiProperty({ minLength: 1, maxLength: PAPER_AUTHOR_NAME_MAX, example: 'Iris' })
  @IsSafeText()
  @Length(1, PAPER_AUTHOR_NAME_MAX, {
    message: `Each author's given name must be 1 to ${PAPER_AUTHOR_NAME_MAX} characters.`,
  })
  @IsString({ message: "An author's given name must be text." })
  @Transform(trimmed)
  given!: string;

  @ApiProperty({ minLength: 1, maxLength: PAPER_AUTHOR_NAME_MAX, example: 'Calloway' })
  @IsSafeText()
  @Length(1, PAPER_AUTHOR_NAME_MAX, {
    message: `Each author's family name must be 1 to ${PAPER_AUTHOR_NAME_MAX} characters.`,
  })
  @IsString({ message: "An author's family name must be text." })
  @Transform(trimmed)
  family!: string;
}

export class AdminPaperInputDto implements AdminPaperInput {
  @ApiProperty({ pattern: PAPER_SLUG_PATTERN.source, maxLength: PAPER_SLUG_MAX, example: 'two-clocks' })
  @Matches(PAPER_SLUG_PATTERN, {
    message: 'The slug must be lower-case words joined by single hyphens, and not only digits.',
  })
  @MaxLength(PAPER_SLUG_MAX, { message: `The slug must be at most ${PAPER_SLUG_MAX} characters.` })
  @IsString({ message: 'The slug must be text.' })
  slug!: string;

  @ApiProperty({ enum: PAPER_KINDS })
  @IsIn(PAPER_KINDS, { message: `kind must be one of: ${PAPER_KINDS.join(', ')}.` })
  kind!: PaperKind;

  @ApiProperty({
    minLength: 1,
    maxLength: PAPER_TITLE_MAX,
    description: 'The full title, a subtitle after ": " (Title: Subtitle).',
  })
  @IsSafeText()
  @Length(1, PAPER_TITLE_MAX, { message: `The title must be 1 to ${PAPER_TITLE_MAX} characters.` })
  @IsString({ message: 'The title must be text.' })
  @Transform(trimmed)
  title!: string;

  @ApiProperty({ type: [PaperAuthorInputDto], minItems: 1, maxItems: PAPER_AUTHORS_MAX })
  @ValidateNested({ each: true })
  @Type(() => PaperAuthorInputDto)
  @ArrayMaxSize(PAPER_AUTHORS_MAX, { message: `A paper names at most ${PAPER_AUTHORS_MAX} authors.` })
  @ArrayMinSize(1, { message: 'Name at least one author.' })
  @IsArray({ message: 'authors must be a list.' })
  authors!: PaperAuthorInputDto[];

  @ApiProperty({ minLength: 1, maxLength: PAPER_VENUE_MAX, description: 'A journal, a seminar, a course.' })
  @IsSafeText()
  @Length(1, PAPER_VENUE_MAX, { message: `The venue must be 1 to ${PAPER_VENUE_MAX} characters.` })
  @IsString({ message: 'The venue must be text.' })
  @Transform(trimmed)
  venue!: string;

  @ApiProperty({ format: 'date', example: '2025-03-14' })
  @IsISO8601({ strict: true }, { message: 'The publication date must be a date (YYYY-MM-DD).' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'The publication date must be a date (YYYY-MM-DD).' })
  publishedOn!: string;

  @ApiProperty({ minLength: 1, maxLength: PAPER_ABSTRACT_MAX })
  @IsSafeText()
  @Length(1, PAPER_ABSTRACT_MAX, { message: `The abstract must be 1 to ${PAPER_ABSTRACT_MAX} characters.` })
  @IsString({ message: 'The abstract must be text.' })
  @Transform(trimmed)
  abstract!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: PAPER_DOI_MAX,
    pattern: DOI_PATTERN.source,
    description: 'Taken with or without https://doi.org/; kept in lower case.',
    example: '10.5555/example.2025.1',
  })
  @ValidateIf((_, value) => value !== null)
  @Matches(DOI_PATTERN, { message: DOI_PROBLEM_TEXT })
  @MaxLength(PAPER_DOI_MAX, { message: `The DOI must be at most ${PAPER_DOI_MAX} characters.` })
  @IsString({ message: 'The DOI must be text.' })
  @Transform(doiOrNull)
  doi!: string | null;

  @ApiProperty({ type: String, nullable: true, maxLength: PAPER_URL_MAX, format: 'uri' })
  @ValidateIf((_, value) => value !== null)
  @IsUrl(
    { protocols: ['http', 'https'], require_protocol: true },
    { message: 'The URL must be a web address starting with https://.' },
  )
  @MaxLength(PAPER_URL_MAX, { message: `The URL must be at most ${PAPER_URL_MAX} characters.` })
  @IsString({ message: 'The URL must be text.' })
  @Transform(trimmedOrNull)
  url!: string | null;

  @ApiProperty({ type: [String], enum: [...new Set(TOPIC_NAMES)], description: 'Among the site’s topics.' })
  @IsIn(TOPIC_NAMES, { each: true, message: 'Each topic must be one of the site’s topics.' })
  @ArrayMaxSize(TOPIC_NAMES.length)
  @IsArray({ message: 'topics must be a list.' })
  topics!: string[];
}

export class BibtexInputDto implements BibtexInput {
  @ApiProperty({ maxLength: PAPER_BIBTEX_MAX, description: 'One BibTeX (or BibLaTeX) entry.' })
  @IsSafeText()
  @MaxLength(PAPER_BIBTEX_MAX, {
    message: `The BibTeX is longer than ${PAPER_BIBTEX_MAX.toLocaleString('en')} characters: paste one entry.`,
  })
  @IsString({ message: 'The BibTeX must be text.' })
  bibtex!: string;
}

export class BibtexPaperDto implements BibtexPaper {
  @ApiProperty({ description: 'Made from the title; empty without one.' })
  slug!: string;

  @ApiProperty({ enum: PAPER_KINDS })
  kind!: PaperKind;

  @ApiProperty({ description: 'The full title, a subtitle after ": ".' })
  title!: string;

  @ApiProperty({ type: [PaperAuthorDto] })
  authors!: PaperAuthorDto[];

  @ApiProperty()
  venue!: string;

  @ApiProperty({ description: 'YYYY-MM-DD (the first of the month or year when the entry names no day); or empty.' })
  publishedOn!: string;

  @ApiProperty()
  abstract!: string;

  @ApiProperty({ type: String, nullable: true })
  doi!: string | null;

  @ApiProperty({ type: String, nullable: true })
  url!: string | null;

  @ApiProperty({ type: [String], description: 'The entry’s keywords that are site topics.' })
  topics!: string[];

  @ApiProperty({ type: [String], description: 'The fields the entry did not give, for the author to fill in.' })
  missing!: (keyof AdminPaperInput)[];
}

export class AdminPaperDocumentDto implements AdminPaperDocument {
  @ApiProperty({ example: 'two-clocks' })
  name!: string;

  @ApiProperty({ enum: DOCUMENT_FORMATS })
  format!: DocumentFormat;

  @ApiProperty({ example: '/media/documents/two-clocks.3f2a9c1b.pdf' })
  fileUrl!: string;

  @ApiProperty({ type: 'integer', minimum: 0 })
  byteLength!: number;

  @ApiProperty({ type: 'integer', nullable: true, minimum: 1 })
  pageCount!: number | null;
}

export class AdminPaperRowDto implements AdminPaperRow {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  slug!: string;

  @ApiProperty({ enum: PAPER_KINDS })
  kind!: PaperKind;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: [PaperAuthorDto] })
  authors!: PaperAuthorDto[];

  @ApiProperty()
  venue!: string;

  @ApiProperty({ format: 'date' })
  publishedOn!: string;

  @ApiProperty({ type: AdminPaperDocumentDto, nullable: true })
  document!: AdminPaperDocumentDto | null;
}

export class AdminPaperDto extends AdminPaperRowDto implements AdminPaper {
  @ApiProperty()
  abstract!: string;

  @ApiProperty({ type: String, nullable: true })
  doi!: string | null;

  @ApiProperty({ type: String, nullable: true })
  url!: string | null;

  @ApiProperty({ type: [String] })
  topics!: string[];

  @ApiProperty({ format: 'date-time' })
  addedAt!: string;

  @ApiProperty({ example: '/library/document/two-clocks' })
  path!: string;
}
