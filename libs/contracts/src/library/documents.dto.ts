import { ApiProperty, OmitType } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { PaperDto } from './academic.dto.js';
import {
  DOCUMENT_FORMATS,
  DOCUMENT_NAME_PATTERN,
  type CitedIn,
  type DocumentFormat,
  type DocumentOutlineEntry,
  type LibraryDocument,
} from './documents.js';

export class DocumentOutlineEntryDto implements DocumentOutlineEntry {
  @ApiProperty()
  title!: string;

  @ApiProperty({ type: 'integer', minimum: 1 })
  level!: number;

  @ApiProperty({ description: 'Markdown: the heading id; PDF: the 1-based page number as a string.' })
  target!: string;
}

export class CitedInDto implements CitedIn {
  @ApiProperty({ enum: ['essay', 'lesson'] })
  kind!: 'essay' | 'lesson';

  @ApiProperty()
  title!: string;

  @ApiProperty({ example: '/essays/what-proof-cannot-reach' })
  href!: string;
}

/** GET /api/library/documents/{name}. */
export class LibraryDocumentDto implements LibraryDocument {
  @ApiProperty({ example: 'notes-on-counting' })
  name!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ enum: DOCUMENT_FORMATS })
  format!: DocumentFormat;

  @ApiProperty({ example: '/media/documents/notes-on-counting.pdf' })
  fileUrl!: string;

  @ApiProperty({ type: 'integer', minimum: 0 })
  byteLength!: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'PDFs only.' })
  pageCount!: number | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'Markdown only: sanitised HTML, headings with ids.' })
  html!: string | null;

  @ApiProperty({ type: [DocumentOutlineEntryDto] })
  outline!: DocumentOutlineEntryDto[];

  @ApiProperty({ type: PaperDto, nullable: true, description: 'The paper whose full text this is.' })
  paper!: PaperDto | null;

  @ApiProperty({ type: [CitedInDto], description: 'Essays linking to the document.' })
  citedIn!: CitedInDto[];
}

/** One row of GET /api/library/documents: the document without its html. */
export class LibraryDocumentSummaryDto extends OmitType(LibraryDocumentDto, ['html'] as const) {}

/** Path of GET /api/library/documents/{name}: a name no document can have answers 400; an unknown one, 404. */
export class DocumentParamsDto {
  @ApiProperty({ pattern: DOCUMENT_NAME_PATTERN.source, example: 'notes-on-counting' })
  @IsString()
  @Matches(DOCUMENT_NAME_PATTERN, {
    message:
      'name must be a document name: 1 to 120 lower-case letters, digits and hyphens, not starting with a hyphen.',
  })
  name!: string;
}

/** Query of GET /api/library/cited-in and /api/elearning/cited-in. */
export class CitedInQueryDto {
  @ApiProperty({
    description: 'The cited address, a site path with an optional #fragment.',
    example: '/library/academic#the-arithmetic-of-attention',
    maxLength: 300,
  })
  @IsString({ message: 'href must be a single string.' })
  @MaxLength(300, { message: 'href must be at most 300 characters.' })
  @Matches(/^\/[A-Za-z0-9\-._~/%]{0,250}(#[A-Za-z0-9\-._~=]{1,120})?$/, {
    message: 'href must be a site path starting with "/", optionally with a #fragment.',
  })
  href!: string;
}
