import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsISO8601,
  IsNumber,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import {
  EPISODE_CHAPTER_TITLE_MAX,
  EPISODE_CHAPTERS_MAX,
  EPISODE_NOTES_MAX,
  EPISODE_SLUG_MAX,
  EPISODE_SLUG_PATTERN,
  EPISODE_STATUSES,
  EPISODE_SUMMARY_MAX,
  EPISODE_TITLE_MAX,
  EPISODE_TRANSCRIPT_MAX,
  SHOW_DESCRIPTION_MAX,
  SHOW_LANGUAGE_PATTERN,
  SHOW_NAME_MAX,
  SHOW_TITLE_MAX,
  type AdminEpisode,
  type AdminEpisodeInput,
  type AdminEpisodeRow,
  type AdminPodcastShow,
  type AdminPodcastShowView,
  type AdminTranscriptInput,
  type EpisodeStatus,
} from './admin-podcast.js';
import type { Chapter } from './audio.js';
import { AudioFileDto, ChapterDto } from './audio.dto.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A chapter as the author types it or a JSON chapters file gives it. */
export class ChapterInputDto implements Chapter {
  @ApiProperty({ minimum: 0, description: 'Seconds from the start of the audio.' })
  @Min(0, { message: 'A chapter cannot start before 0:00.' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: "A chapter's start must be a number of seconds." })
  startSeconds!: number;

  @ApiProperty({ minLength: 1, maxLength: EPISODE_CHAPTER_TITLE_MAX })
  @IsSafeText()
  @Length(1, EPISODE_CHAPTER_TITLE_MAX, {
    message: `A chapter's title must be 1 to ${EPISODE_CHAPTER_TITLE_MAX} characters.`,
  })
  @IsString({ message: "A chapter's title must be text." })
  @Transform(trimmed)
  title!: string;
}

export class AdminEpisodeInputDto implements AdminEpisodeInput {
  @ApiProperty({ pattern: EPISODE_SLUG_PATTERN.source, maxLength: EPISODE_SLUG_MAX, example: 'doubt-as-a-practice' })
  @Matches(EPISODE_SLUG_PATTERN, {
    message: 'The slug must be lower-case words joined by single hyphens, and not only digits.',
  })
  @MaxLength(EPISODE_SLUG_MAX, { message: `The slug must be at most ${EPISODE_SLUG_MAX} characters.` })
  @IsString({ message: 'The slug must be text.' })
  slug!: string;

  @ApiProperty({ minLength: 1, maxLength: EPISODE_TITLE_MAX })
  @IsSafeText()
  @Length(1, EPISODE_TITLE_MAX, { message: `The title must be 1 to ${EPISODE_TITLE_MAX} characters.` })
  @IsString({ message: 'The title must be text.' })
  @Transform(trimmed)
  title!: string;

  @ApiProperty({ maxLength: EPISODE_SUMMARY_MAX, description: "The feed's description: a few plain sentences." })
  @IsSafeText()
  @MaxLength(EPISODE_SUMMARY_MAX, { message: `The summary must be at most ${EPISODE_SUMMARY_MAX} characters.` })
  @IsString({ message: 'The summary must be text.' })
  @Transform(trimmed)
  summary!: string;

  @ApiProperty({ maxLength: EPISODE_NOTES_MAX, description: 'Show notes, Markdown.' })
  @IsSafeText()
  @MaxLength(EPISODE_NOTES_MAX, { message: `The show notes must be at most ${EPISODE_NOTES_MAX} characters.` })
  @IsString({ message: 'The show notes must be text.' })
  notes!: string;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'explicit must be true or false.' })
  explicit?: boolean;

  @ApiProperty({ enum: EPISODE_STATUSES })
  @IsIn(EPISODE_STATUSES, { message: `status must be one of: ${EPISODE_STATUSES.join(', ')}.` })
  status!: EpisodeStatus;

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: 'Required when scheduled.' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'publishAt must be an ISO 8601 time.' })
  publishAt?: string | null;

  @ApiPropertyOptional({ type: [ChapterInputDto], maxItems: EPISODE_CHAPTERS_MAX })
  @IsOptional()
  @ValidateNested({ each: true })
  @Type(() => ChapterInputDto)
  @ArrayMaxSize(EPISODE_CHAPTERS_MAX, { message: `An episode has at most ${EPISODE_CHAPTERS_MAX} chapters.` })
  @IsArray({ message: 'chapters must be a list.' })
  chapters?: ChapterInputDto[];
}

export class AdminTranscriptInputDto implements AdminTranscriptInput {
  @ApiProperty({ maxLength: EPISODE_TRANSCRIPT_MAX, description: 'The text of a WebVTT or SRT file.' })
  @IsSafeText()
  @MaxLength(EPISODE_TRANSCRIPT_MAX, {
    message: `The transcript is longer than ${EPISODE_TRANSCRIPT_MAX.toLocaleString('en')} characters.`,
  })
  @IsString({ message: 'The transcript must be text.' })
  text!: string;
}

export class AdminEpisodeRowDto implements AdminEpisodeRow {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  slug!: string;

  @ApiProperty({ type: 'integer', minimum: 1 })
  number!: number;

  @ApiProperty()
  title!: string;

  @ApiProperty({ enum: EPISODE_STATUSES })
  status!: EpisodeStatus;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt!: string | null;

  @ApiProperty({ type: Number, nullable: true, minimum: 0 })
  durationSeconds!: number | null;

  @ApiProperty({ type: 'integer', minimum: 0 })
  transcriptLines!: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  chapterCount!: number;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class AdminEpisodeDto extends AdminEpisodeRowDto implements AdminEpisode {
  @ApiProperty()
  summary!: string;

  @ApiProperty({ description: 'Markdown.' })
  notes!: string;

  @ApiProperty()
  explicit!: boolean;

  @ApiProperty({ type: AudioFileDto, nullable: true })
  audio!: AudioFileDto | null;

  @ApiProperty({ type: String, nullable: true })
  artworkUrl!: string | null;

  @ApiProperty({ type: [ChapterDto] })
  chapters!: ChapterDto[];

  @ApiProperty({ type: [String] })
  transcriptPreview!: string[];

  @ApiProperty({ example: '/podcast/episode/doubt-as-a-practice' })
  path!: string;
}

export class AdminPodcastShowDto implements AdminPodcastShow {
  @ApiProperty({ minLength: 1, maxLength: SHOW_TITLE_MAX })
  @IsSafeText()
  @Length(1, SHOW_TITLE_MAX, { message: `The title must be 1 to ${SHOW_TITLE_MAX} characters.` })
  @IsString({ message: 'The title must be text.' })
  @Transform(trimmed)
  title!: string;

  @ApiProperty({ minLength: 1, maxLength: SHOW_DESCRIPTION_MAX })
  @IsSafeText()
  @Length(1, SHOW_DESCRIPTION_MAX, { message: `The description must be 1 to ${SHOW_DESCRIPTION_MAX} characters.` })
  @IsString({ message: 'The description must be text.' })
  @Transform(trimmed)
  description!: string;

  @ApiProperty({ minLength: 1, maxLength: SHOW_NAME_MAX })
  @IsSafeText()
  @Length(1, SHOW_NAME_MAX, { message: `The author must be 1 to ${SHOW_NAME_MAX} characters.` })
  @IsString({ message: 'The author must be text.' })
  @Transform(trimmed)
  author!: string;

  @ApiProperty({ minLength: 1, maxLength: SHOW_NAME_MAX })
  @IsSafeText()
  @Length(1, SHOW_NAME_MAX, { message: `The owner's name must be 1 to ${SHOW_NAME_MAX} characters.` })
  @IsString({ message: "The owner's name must be text." })
  @Transform(trimmed)
  ownerName!: string;

  @ApiProperty({ format: 'email', description: 'Apple writes to this address about the show.' })
  @IsEmail({}, { message: "The owner's email must be an email address." })
  @MaxLength(SHOW_NAME_MAX, { message: `The owner's email must be at most ${SHOW_NAME_MAX} characters.` })
  @Transform(trimmed)
  ownerEmail!: string;

  @ApiProperty({ pattern: SHOW_LANGUAGE_PATTERN.source, example: 'en' })
  @Matches(SHOW_LANGUAGE_PATTERN, { message: 'The language must be a language tag such as en or en-GB.' })
  @IsString({ message: 'The language must be text.' })
  language!: string;

  @ApiProperty({ example: 'Society & Culture', description: 'An Apple Podcasts category.' })
  @IsString({ message: 'The category must be text.' })
  category!: string;

  @ApiProperty({ example: 'Philosophy', description: 'One of the category’s subcategories, or empty.' })
  @IsString({ message: 'The subcategory must be text.' })
  subcategory!: string;

  @ApiProperty()
  @IsBoolean({ message: 'explicit must be true or false.' })
  explicit!: boolean;
}

export class AdminPodcastShowViewDto extends AdminPodcastShowDto implements AdminPodcastShowView {
  @ApiProperty({ example: '/media/podcast/commonplace-audio-artwork.png' })
  artworkUrl!: string;
}
