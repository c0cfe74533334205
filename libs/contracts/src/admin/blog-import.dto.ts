import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { ESSAY_STATUSES, type EssayStatus } from './admin-essays.js';
import {
  BLOG_FORMATS,
  BLOG_IMPORT_ACTIONS,
  OLD_ADDRESS_MAX,
  type BlogFormat,
  type BlogImportAction,
  type BlogImportItem,
  type BlogImportSummary,
  type BlogImportTotals,
  type EssayRedirect,
} from './blog-import.js';

export class BlogImportItemDto implements BlogImportItem {
  @ApiProperty({ example: '5c8b1f0e2a3d4e0012345678' })
  sourceId!: string;

  @ApiProperty({ example: 'post', description: 'post, page, note, or the export’s own type (attachment…).' })
  type!: string;

  @ApiProperty({ example: 'On Doubt' })
  title!: string;

  @ApiProperty({ enum: BLOG_IMPORT_ACTIONS })
  action!: BlogImportAction;

  @ApiProperty({ example: 'unchanged since the last import' })
  reason!: string;

  @ApiProperty({ type: 'string', nullable: true, example: 'on-doubt' })
  slug!: string | null;

  @ApiProperty({ enum: ESSAY_STATUSES, nullable: true })
  status!: EssayStatus | null;

  @ApiProperty({ type: [String], example: ['/on-doubt', '/?p=42'] })
  oldAddresses!: string[];

  @ApiProperty({ type: [String], example: ['text from its Markdown card', 'by Ada Author'] })
  notes!: string[];
}

export class BlogImportTotalsDto implements BlogImportTotals {
  @ApiProperty({ type: 'integer', minimum: 0 })
  create!: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  update!: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  skip!: number;
}

export class BlogImportSummaryDto implements BlogImportSummary {
  @ApiProperty({ enum: BLOG_FORMATS })
  format!: BlogFormat;

  @ApiProperty({ example: 'a Ghost export' })
  formatName!: string;

  @ApiProperty({ description: 'False for a check (dry run): nothing was written.' })
  applied!: boolean;

  @ApiProperty({ type: () => [BlogImportItemDto] })
  items!: BlogImportItemDto[];

  @ApiProperty({ type: () => BlogImportTotalsDto })
  totals!: BlogImportTotalsDto;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Images referred to by address, kept as links.' })
  images!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Old addresses stored by this run.' })
  redirects!: number;

  @ApiProperty({ type: [String], example: ['14 images kept as links to their old addresses'] })
  notes!: string[];
}

/** Query of GET /api/internal/essay-redirects. */
export class EssayRedirectQueryDto {
  @ApiProperty({ maxLength: OLD_ADDRESS_MAX, example: '/2019/04/old-slug', description: 'An old address.' })
  @MaxLength(OLD_ADDRESS_MAX, { message: `path must be at most ${OLD_ADDRESS_MAX} characters.` })
  @IsString({ message: 'path must be text.' })
  path!: string;
}

export class EssayRedirectDto implements EssayRedirect {
  @ApiProperty({ example: '/essay/old-slug' })
  location!: string;
}
