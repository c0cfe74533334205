import {
  AUDIO_KINDS,
  AUDIO_TYPES,
  DOCUMENT_FORMATS,
  EPISODE_STATUSES,
  ESSAY_STATUSES,
  PAPER_KINDS,
  READING_STATUSES,
  RECORDING_STATUSES,
  type AudioKind,
  type AudioType,
  type DocumentFormat,
  type EpisodeStatus,
  type EssayStatus,
  type PaperKind,
  type ReadingStatus,
  type RecordingStatus,
} from '@site/contracts';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

/**
 * The records of the content archive as files hold them, checked on import. A field the entities gain is
 * one more property here and one more line in the kind's `recordOf`.
 */

export const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An integer column's range. */
const INT_MAX = 2_147_483_647;
const apply =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((decorate) => decorate(target, key));
const slug = (max = 200) => [Matches(SLUG, { message: '$property must be a slug: a-z, 0-9 and "-".' }), MaxLength(max)];
/** A calendar date that exists (the database refuses 2024-02-30). */
const day = () =>
  apply(
    IsISO8601({ strict: true }, { message: '$property must be a date (YYYY-MM-DD).' }),
    Matches(DAY, { message: '$property must be a date (YYYY-MM-DD).' }),
  );
const text = (max: number) => [IsString({ message: '$property must be text.' }), MaxLength(max)];

export class TopicRecord {
  @apply(IsString(), Length(1, 100))
  name!: string;

  @IsBoolean({ message: '$property must be true or false.' })
  active!: boolean;

  @apply(...text(2000))
  description!: string;
}

/** An essay's front matter; the slug is the file's name and the body its markdown. */
export class EssayFrontMatter {
  @apply(IsString(), Length(1, 300))
  title!: string;

  @day()
  date!: string;

  @apply(...text(5000))
  excerpt!: string;

  @IsIn(ESSAY_STATUSES, { message: `$property must be one of: ${ESSAY_STATUSES.join(', ')}.` })
  status!: EssayStatus;

  @IsOptional()
  @IsISO8601({}, { message: '$property must be a date and time (ISO 8601).' })
  publishedAt?: string | null;

  @IsOptional()
  @apply(...text(70))
  seoTitle?: string;

  @IsOptional()
  @apply(...text(200))
  seoDescription?: string;

  @IsOptional()
  @apply(...text(300))
  cover?: string | null;

  @IsArray()
  @apply(IsString({ each: true }), Length(1, 100, { each: true }))
  topics!: string[];

  @IsArray()
  @apply(IsString({ each: true }), Length(1, 100, { each: true }))
  tags!: string[];
}

/** A journal entry's front matter; the id is the file's name. */
export class JournalFrontMatter {
  @apply(IsString(), Length(1, 300))
  title!: string;

  @day()
  date!: string;

  @IsOptional()
  @IsArray()
  @apply(IsString({ each: true }), Length(1, 100, { each: true }))
  topics?: string[];
}

export class ShelfRecord {
  @apply(...slug(80))
  slug!: string;

  @apply(IsString(), Length(1, 120))
  name!: string;

  @apply(...text(2000))
  description!: string;

  @IsInt()
  @Min(-INT_MAX)
  @Max(INT_MAX)
  position!: number;
}

export class QuoteRecord {
  @apply(IsString(), Length(1, 5000))
  text!: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(INT_MAX)
  page?: number | null;
}

/** A book's structured data; its notes are `library/notes/<slug>.md`. */
export class BookRecord {
  @apply(...slug(120))
  slug!: string;

  @apply(IsString(), Length(1, 300))
  title!: string;

  @apply(IsString(), Length(1, 200))
  author!: string;

  @IsInt()
  @Min(-3000)
  @Max(3000)
  year!: number;

  /** An archive from before ISBNs has none. */
  @IsOptional()
  @Matches(/^97[89]\d{10}$/, { message: '$property must be an ISBN-13: 13 digits starting 978 or 979.' })
  isbn?: string | null;

  @IsIn(READING_STATUSES, { message: `$property must be one of: ${READING_STATUSES.join(', ')}.` })
  status!: ReadingStatus;

  @IsOptional()
  @day()
  startedOn?: string | null;

  @IsOptional()
  @day()
  finishedOn?: string | null;

  @IsArray()
  @apply(IsString({ each: true }), Length(1, 100, { each: true }))
  topics!: string[];

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(5)
  rating?: number | null;

  @IsArray()
  @apply(IsString({ each: true }))
  shelves!: string[];

  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => QuoteRecord)
  quotes!: QuoteRecord[];

  /** The uploaded cover's address, its file under media/; none (as before covers were uploaded): the generated one. */
  @IsOptional()
  @apply(...text(300), Matches(/^\/media\//, { message: '$property must be the address of a media file.' }))
  cover?: string | null;

  @IsISO8601()
  addedAt!: string;
}

export class OutlineRecord {
  @apply(IsString(), Length(1, 300))
  title!: string;

  @IsInt()
  @Min(1)
  @Max(100)
  level!: number;

  @apply(IsString(), Length(1, 300))
  target!: string;
}

export class DocumentRecord {
  @apply(...slug(120))
  name!: string;

  @apply(IsString(), Length(1, 300))
  title!: string;

  @apply(...text(2000))
  description!: string;

  @IsIn(DOCUMENT_FORMATS)
  format!: DocumentFormat;

  @apply(IsString(), Length(1, 200), Matches(/^[\w.-]+$/, { message: '$property must be a plain file name.' }))
  fileName!: string;

  @IsInt()
  @Min(0)
  @Max(INT_MAX)
  byteLength!: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(INT_MAX)
  pageCount?: number | null;

  @IsOptional()
  @IsString()
  body?: string | null;

  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => OutlineRecord)
  outline!: OutlineRecord[];

  @IsISO8601()
  addedAt!: string;
}

export class AuthorRecord {
  @apply(...text(200))
  given!: string;

  @apply(IsString(), Length(1, 200))
  family!: string;
}

export class PaperRecord {
  @apply(...slug(120))
  slug!: string;

  @IsIn(PAPER_KINDS)
  kind!: PaperKind;

  @apply(IsString(), Length(1, 300))
  title!: string;

  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => AuthorRecord)
  authors!: AuthorRecord[];

  @apply(...text(300))
  venue!: string;

  @day()
  publishedOn!: string;

  @apply(...text(20000))
  abstract!: string;

  @IsOptional()
  @apply(...text(200))
  doi?: string | null;

  @IsOptional()
  @apply(...text(500))
  url?: string | null;

  @IsOptional()
  @apply(...slug(120))
  documentName?: string | null;

  @IsArray()
  @apply(IsString({ each: true }), Length(1, 100, { each: true }))
  topics!: string[];

  @IsISO8601()
  addedAt!: string;
}

/**
 * A lecture or reading: a draft may lack its audio; archives from before drafts carry neither status nor type
 * (their recordings are published MP3s).
 */
export class AudioRecord {
  @IsOptional()
  @apply(IsString(), Length(1, 300))
  audioUrl!: string | null;

  @IsOptional()
  @IsIn(AUDIO_TYPES)
  audioType?: AudioType;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(INT_MAX)
  audioBytes!: number | null;

  @IsOptional()
  @IsNumber()
  @Min(0)
  durationSeconds!: number | null;

  @apply(IsString(), Length(1, 300))
  artworkUrl!: string;

  @IsOptional()
  @IsIn(RECORDING_STATUSES)
  status?: RecordingStatus;

  @apply(...slug())
  slug!: string;

  @apply(IsString(), Length(1, 300))
  title!: string;

  @IsIn(AUDIO_KINDS)
  kind!: AudioKind;

  @apply(IsString(), Length(1, 200))
  speaker!: string;

  @day()
  recordedOn!: string;

  @apply(...text(5000))
  summary!: string;

  @IsArray()
  @apply(IsString({ each: true }), Length(1, 100, { each: true }))
  topics!: string[];

  @IsISO8601()
  addedAt!: string;
}

export class ChapterRecord {
  @IsNumber()
  @Min(0)
  startSeconds!: number;

  @apply(IsString(), Length(1, 300))
  title!: string;
}

export class TranscriptLineRecord {
  @IsNumber()
  @Min(0)
  startSeconds!: number;

  @IsNumber()
  @Min(0)
  endSeconds!: number;

  @IsOptional()
  @apply(...text(200))
  speaker?: string | null;

  @apply(IsString(), Length(1, 5000))
  text!: string;
}

/** An episode's structured data; its show notes are `podcast/notes/<slug>.md`. */
/** An episode: a draft may lack its day and its audio; archives from before drafts carry neither status nor type. */
export class EpisodeRecord {
  @apply(...slug())
  slug!: string;

  @IsInt()
  @Min(1)
  @Max(INT_MAX)
  number!: number;

  @apply(IsString(), Length(1, 100))
  guid!: string;

  @apply(IsString(), Length(1, 300))
  title!: string;

  @IsOptional()
  @IsIn(EPISODE_STATUSES)
  status?: EpisodeStatus;

  @IsOptional()
  @IsISO8601()
  publishedAt!: string | null;

  @apply(...text(5000))
  summary!: string;

  @IsOptional()
  @IsBoolean()
  explicit?: boolean;

  @IsOptional()
  @apply(IsString(), Length(1, 300))
  audioUrl!: string | null;

  @IsOptional()
  @IsIn(AUDIO_TYPES)
  audioType?: AudioType;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(INT_MAX)
  audioBytes!: number | null;

  @IsOptional()
  @IsNumber()
  @Min(0)
  durationSeconds!: number | null;

  @IsOptional()
  @apply(IsString(), Length(1, 300))
  artworkUrl!: string | null;

  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => ChapterRecord)
  chapters!: ChapterRecord[];

  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => TranscriptLineRecord)
  transcript!: TranscriptLineRecord[];
}
