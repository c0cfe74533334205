import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsISO8601, IsString, Length, Matches, MaxLength } from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import { TOPIC_NAMES } from '../topics.js';
import {
  RECORDING_SLUG_MAX,
  RECORDING_SLUG_PATTERN,
  RECORDING_SPEAKER_MAX,
  RECORDING_STATUSES,
  RECORDING_SUMMARY_MAX,
  RECORDING_TITLE_MAX,
  type AdminRecording,
  type AdminRecordingInput,
  type AdminRecordingRow,
  type RecordingStatus,
} from './admin-recordings.js';
import { AUDIO_KINDS, type AudioKind } from './audio.js';
import { AudioFileDto } from './audio.dto.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class AdminRecordingInputDto implements AdminRecordingInput {
  @ApiProperty({ pattern: RECORDING_SLUG_PATTERN.source, maxLength: RECORDING_SLUG_MAX, example: 'the-lamp' })
  @Matches(RECORDING_SLUG_PATTERN, {
    message: 'The slug must be lower-case words joined by single hyphens, and not only digits.',
  })
  @MaxLength(RECORDING_SLUG_MAX, { message: `The slug must be at most ${RECORDING_SLUG_MAX} characters.` })
  @IsString({ message: 'The slug must be text.' })
  slug!: string;

  @ApiProperty({ minLength: 1, maxLength: RECORDING_TITLE_MAX })
  @IsSafeText()
  @Length(1, RECORDING_TITLE_MAX, { message: `The title must be 1 to ${RECORDING_TITLE_MAX} characters.` })
  @IsString({ message: 'The title must be text.' })
  @Transform(trimmed)
  title!: string;

  @ApiProperty({ enum: AUDIO_KINDS, description: 'A lecture or a reading.' })
  @IsIn(AUDIO_KINDS, { message: `kind must be one of: ${AUDIO_KINDS.join(', ')}.` })
  kind!: AudioKind;

  @ApiProperty({ minLength: 1, maxLength: RECORDING_SPEAKER_MAX })
  @IsSafeText()
  @Length(1, RECORDING_SPEAKER_MAX, { message: `The speaker must be 1 to ${RECORDING_SPEAKER_MAX} characters.` })
  @IsString({ message: 'The speaker must be text.' })
  @Transform(trimmed)
  speaker!: string;

  @ApiProperty({ format: 'date', example: '2026-10-02' })
  @IsISO8601({ strict: true }, { message: 'The recording date must be a date (YYYY-MM-DD).' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'The recording date must be a date (YYYY-MM-DD).' })
  recordedOn!: string;

  @ApiProperty({ maxLength: RECORDING_SUMMARY_MAX, description: 'A few plain sentences.' })
  @IsSafeText()
  @MaxLength(RECORDING_SUMMARY_MAX, { message: `The summary must be at most ${RECORDING_SUMMARY_MAX} characters.` })
  @IsString({ message: 'The summary must be text.' })
  @Transform(trimmed)
  summary!: string;

  @ApiProperty({ type: [String], enum: [...new Set(TOPIC_NAMES)], description: 'Among the site’s topics.' })
  @IsIn(TOPIC_NAMES, { each: true, message: 'Each topic must be one of the site’s topics.' })
  @ArrayMaxSize(TOPIC_NAMES.length)
  @IsArray({ message: 'topics must be a list.' })
  topics!: string[];

  @ApiProperty({ enum: RECORDING_STATUSES, description: 'Publishing needs the audio.' })
  @IsIn(RECORDING_STATUSES, { message: `status must be one of: ${RECORDING_STATUSES.join(', ')}.` })
  status!: RecordingStatus;
}

export class AdminRecordingRowDto implements AdminRecordingRow {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ enum: AUDIO_KINDS })
  kind!: AudioKind;

  @ApiProperty()
  speaker!: string;

  @ApiProperty({ format: 'date' })
  recordedOn!: string;

  @ApiProperty({ enum: RECORDING_STATUSES })
  status!: RecordingStatus;

  @ApiProperty({ type: Number, nullable: true, minimum: 0 })
  durationSeconds!: number | null;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class AdminRecordingDto extends AdminRecordingRowDto implements AdminRecording {
  @ApiProperty()
  summary!: string;

  @ApiProperty({ type: [String] })
  topics!: string[];

  @ApiProperty({ type: AudioFileDto, nullable: true })
  audio!: AudioFileDto | null;

  @ApiProperty({ example: '/media/audio/recording-4-art-3f2a9c1b2d.png' })
  artworkUrl!: string;

  @ApiProperty({ description: 'Whether the artwork is its own rather than the library’s.' })
  ownArtwork!: boolean;

  @ApiProperty({ format: 'date-time' })
  addedAt!: string;

  @ApiProperty({ example: '/library/audio#the-lamp' })
  path!: string;
}
