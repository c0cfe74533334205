import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsISO8601, IsString, Length, Matches, MaxLength } from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import { TOPIC_NAMES } from '../topics.js';
import {
  JOURNAL_BODY_MAX,
  JOURNAL_DATE_PATTERN,
  JOURNAL_TITLE_MAX,
  type AdminJournalEntry,
  type AdminJournalEntryInput,
} from './admin-journal.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class AdminJournalEntryInputDto implements AdminJournalEntryInput {
  @ApiProperty({ minLength: 1, maxLength: JOURNAL_TITLE_MAX, example: 'A morning with fog' })
  @Transform(trimmed)
  @IsString({ message: 'title must be text.' })
  @Length(1, JOURNAL_TITLE_MAX, { message: `title must be 1 to ${JOURNAL_TITLE_MAX} characters.` })
  @IsSafeText()
  title!: string;

  @ApiProperty({ format: 'date', example: '2026-09-02' })
  @IsString({ message: 'date must be a day (YYYY-MM-DD).' })
  @Matches(JOURNAL_DATE_PATTERN, { message: 'date must be a day (YYYY-MM-DD).' })
  @IsISO8601({ strict: true }, { message: 'date must be a day (YYYY-MM-DD).' })
  date!: string;

  @ApiProperty({ type: [String], enum: [...new Set(TOPIC_NAMES)], description: 'Among the site’s topics.' })
  @IsArray({ message: 'topics must be a list.' })
  @ArrayMaxSize(TOPIC_NAMES.length)
  @IsIn(TOPIC_NAMES, { each: true, message: 'Each topic must be one of the site’s topics.' })
  topics!: string[];

  @ApiProperty({ maxLength: JOURNAL_BODY_MAX, description: 'Markdown.' })
  @IsString({ message: 'body must be text.' })
  @MaxLength(JOURNAL_BODY_MAX, { message: `body must be at most ${JOURNAL_BODY_MAX} characters.` })
  @IsSafeText()
  body!: string;
}

export class AdminJournalEntryDto extends AdminJournalEntryInputDto implements AdminJournalEntry {
  @ApiProperty({ example: '2026-09-02-a-morning-with-fog', description: 'The last segment of its address.' })
  id!: string;
}
