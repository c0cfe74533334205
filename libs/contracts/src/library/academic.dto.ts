import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import { OptionalWholeNumber } from '../whole-number.dto.js';
import {
  PAPER_KINDS,
  PAPER_PAGE_MAX,
  type Citations,
  type Paper,
  type PaperAuthor,
  type PaperKind,
  type PaperList,
  type PaperListParams,
} from './academic.js';

export class PaperAuthorDto implements PaperAuthor {
  @ApiProperty({ example: 'Ada' })
  given!: string;

  @ApiProperty({ example: 'Lovelace' })
  family!: string;
}

export class CitationsDto implements Citations {
  @ApiProperty({ description: 'A BibTeX entry.' })
  bibtex!: string;

  @ApiProperty({ description: 'A RIS record (TY … ER).' })
  ris!: string;

  @ApiProperty({ description: 'One APA 7 reference line, plain text.' })
  apa!: string;
}

/** One row of GET /api/library/papers. */
export class PaperDto implements Paper {
  @ApiProperty({ example: 'the-arithmetic-of-attention' })
  slug!: string;

  @ApiProperty({ enum: PAPER_KINDS })
  kind!: PaperKind;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: [PaperAuthorDto] })
  authors!: PaperAuthorDto[];

  @ApiProperty({ description: 'Where it appeared: a journal, a seminar, a course.' })
  venue!: string;

  @ApiProperty({ type: 'integer', example: 2025 })
  year!: number;

  @ApiProperty({ format: 'date', example: '2025-03-14' })
  publishedOn!: string;

  @ApiProperty()
  abstract!: string;

  @ApiProperty({ type: 'string', nullable: true, description: 'Only for work with a registered DOI.' })
  doi!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  url!: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'The library document holding the full text.' })
  documentName!: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: '/media/documents/notes.pdf' })
  pdfUrl!: string | null;

  @ApiProperty({ type: [String] })
  topics!: string[];

  @ApiProperty({ type: CitationsDto })
  citations!: CitationsDto;

  @ApiProperty({ format: 'date-time' })
  addedAt!: string;
}

/** GET /api/library/papers. */
export class PaperListDto implements PaperList {
  @ApiProperty({ type: [PaperDto] })
  items!: PaperDto[];

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Matches on all pages (also in X-Total-Count).' })
  total!: number;
}

/** Query of GET /api/library/papers: an unknown kind, an unsafe or oversized filter or a bad page answers 400. */
export class PaperQueryDto implements PaperListParams {
  @ApiPropertyOptional({ enum: PAPER_KINDS, description: 'Only papers, or only lecture notes.' })
  @IsOptional()
  @IsIn(PAPER_KINDS, { message: `kind must be one of: ${PAPER_KINDS.join(', ')}.` })
  kind?: PaperKind;

  @ApiPropertyOptional({ description: 'Only items on this topic.', maxLength: 100, example: 'Mathematics' })
  @IsOptional()
  @IsString({ message: 'topic must be a single string.' })
  @MaxLength(100, { message: 'topic must be at most 100 characters.' })
  @IsSafeText()
  topic?: string;

  @ApiPropertyOptional({ description: 'Words to find in the title, abstract, venue or authors.', maxLength: 200 })
  @IsOptional()
  @IsString({ message: 'q must be a single string.' })
  @MaxLength(200, { message: 'q must be at most 200 characters.' })
  @IsSafeText()
  q?: string;

  @OptionalWholeNumber('page', { max: PAPER_PAGE_MAX, default: 1 })
  page?: number;
}
