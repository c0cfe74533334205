import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import type { PageDataEntry, PageDocument, PageHead, PageImage } from './page-document.js';

/** Longer than any page address of the site, with its query string. */
export const PAGE_PATH_MAX = 2000;

/** Query of the services' internal GET /page-document. */
export class PageDocumentQueryDto {
  @ApiProperty({
    description: 'The page address as the browser asked for it: a path, optionally with its query string.',
    maxLength: PAGE_PATH_MAX,
    example: '/essay/what-proof-cannot-reach',
  })
  @IsString({ message: 'path must be one string.' })
  @MaxLength(PAGE_PATH_MAX, { message: `path must be at most ${PAGE_PATH_MAX} characters.` })
  // The gateway passes the address as the browser sent it: percent-encoded, so never with whitespace.
  @Matches(/^\/(?!\/)\S*$/, { message: 'path must start with one "/" and hold no whitespace.' })
  @IsSafeText()
  path!: string;
}

export class PageImageDto implements PageImage {
  @ApiProperty({ example: '/cards/essays/what-proof-cannot-reach.png' })
  url!: string;

  @ApiProperty({ type: 'integer', example: 1200 })
  width!: number;

  @ApiProperty({ type: 'integer', example: 630 })
  height!: number;

  @ApiProperty()
  alt!: string;
}

class MetaPairDto {
  @ApiProperty()
  name!: string;

  @ApiProperty()
  content!: string;
}

export class PageHeadDto implements PageHead {
  @ApiProperty()
  title!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ description: 'The canonical path; the gateway prefixes SITE_URL.', example: '/essay/on-doubt' })
  path!: string;

  @ApiProperty({ enum: ['website', 'article', 'profile', 'book', 'music.song'] })
  type!: PageHead['type'];

  @ApiPropertyOptional({ type: PageImageDto })
  image?: PageImageDto;

  @ApiPropertyOptional({ format: 'date' })
  publishedTime?: string;

  @ApiPropertyOptional({ format: 'date' })
  modifiedTime?: string;

  @ApiPropertyOptional({ type: [String] })
  tags?: string[];

  @ApiPropertyOptional({ example: 'noindex,follow' })
  robots?: string;

  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: "schema.org JSON-LD objects, each with '@context' and '@type'.",
  })
  structuredData!: Record<string, unknown>[];

  @ApiPropertyOptional({ type: [MetaPairDto] })
  meta?: MetaPairDto[];
}

export class PageDataEntryDto implements PageDataEntry {
  @ApiProperty({ type: 'array', items: {}, description: 'The query key of the screen that fetches this.' })
  queryKey!: unknown[];

  @ApiProperty({ description: 'What that query answers.' })
  data!: unknown;
}

/** What the gateway writes into a page's first HTML. */
export class PageDocumentDto implements PageDocument {
  @ApiProperty({ enum: [200, 404], description: 'The HTTP status the page is served with.' })
  status!: 200 | 404;

  @ApiProperty({ type: PageHeadDto })
  head!: PageHeadDto;

  @ApiPropertyOptional({ description: "Sanitised HTML of the page's main area, as the app draws it." })
  mainHtml?: string;

  @ApiPropertyOptional({ type: [PageDataEntryDto] })
  data?: PageDataEntryDto[];
}
