import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  Essay,
  EssayDetail,
  EssayLink,
  JournalEntry,
  JournalEntryDetail,
  RelatedEssay,
  Tag,
  Topic,
} from './essay.js';

/** One row of GET /api/essays. */
export class EssayDto implements Essay {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ example: 'what-proof-cannot-reach' })
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ format: 'date', example: '2026-09-02' })
  date!: string;

  @ApiProperty()
  excerpt!: string;

  @ApiProperty({ type: 'integer', minimum: 0 })
  viewCount!: number;
}

export class EssayLinkDto implements EssayLink {
  @ApiProperty({ example: 'what-proof-cannot-reach' })
  slug!: string;

  @ApiProperty()
  title!: string;
}

export class RelatedEssayDto extends EssayLinkDto implements RelatedEssay {
  @ApiProperty({ format: 'date', example: '2026-09-02' })
  date!: string;
}

/** GET /api/essays/{slugOrId}: the list row plus what the essay page shows. */
export class EssayDetailDto extends EssayDto implements EssayDetail {
  @ApiProperty({ description: 'The body as sanitised HTML.' })
  html!: string;

  @ApiProperty({ description: 'The excerpt, or else the start of the body.' })
  description!: string;

  @ApiProperty({ type: [String] })
  tags!: string[];

  @ApiProperty({ type: [String] })
  topics!: string[];

  @ApiProperty({ type: 'integer', minimum: 1, description: 'Minutes to read the body, at about 230 words a minute.' })
  readingMinutes!: number;

  @ApiProperty({ type: EssayLinkDto, nullable: true, description: 'The next older essay; null for the oldest.' })
  previous!: EssayLinkDto | null;

  @ApiProperty({ type: EssayLinkDto, nullable: true, description: 'The next newer essay; null for the newest.' })
  next!: EssayLinkDto | null;

  @ApiProperty({
    type: [RelatedEssayDto],
    maxItems: 3,
    description: 'Essays sharing the most topics and tags, newest first among equals.',
  })
  related!: RelatedEssayDto[];

  @ApiPropertyOptional({ type: 'string', nullable: true, description: 'The cover image (1600×840), or null.' })
  cover?: string | null;

  @ApiPropertyOptional({ description: 'The title for search engines and link previews; empty for the title.' })
  seoTitle?: string;

  @ApiPropertyOptional({
    description: 'The description for search engines and link previews; empty for the description.',
  })
  seoDescription?: string;
}

export class TagDto implements Tag {
  @ApiProperty()
  name!: string;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Essays carrying the tag.' })
  count!: number;
}

export class TopicDto implements Topic {
  @ApiProperty({ example: 'Philosophy' })
  name!: string;

  @ApiProperty({ description: 'Whether any essay is on this topic.' })
  active!: boolean;
}

export class JournalEntryDto implements JournalEntry {
  @ApiProperty({ example: '2026-09-02-a-morning-with-fog' })
  id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ description: 'The date of the entry, as written in its front matter (YYYY-MM-DD).' })
  date!: string;

  @ApiProperty({ type: [String], description: 'The topics the entry is filed under; may be empty.' })
  topics!: string[];
}

/** GET /api/journal/{id}: the entry with its body. */
export class JournalEntryDetailDto extends JournalEntryDto implements JournalEntryDetail {
  @ApiProperty({ description: 'The body as sanitised HTML.' })
  html!: string;

  @ApiProperty({ description: 'The first 160 characters of the body, markdown stripped.' })
  description!: string;
}
