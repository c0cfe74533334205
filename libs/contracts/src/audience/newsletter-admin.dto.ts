import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import { ESSAY_SLUG_PATTERN } from '../content/essay-params.dto.js';
import { IsSafeText } from '../safe-text.dto.js';
import { OptionalWholeNumber } from '../whole-number.dto.js';
import {
  ISSUE_BODY_MAX,
  ISSUE_ESSAY_TITLE_MAX,
  ISSUE_INTRO_MAX,
  ISSUE_NOT_FOUND_TEXT,
  ISSUE_STATUSES,
  ISSUE_SUBJECT_MAX,
  SUBSCRIBER_SEARCH_MAX,
  SUBSCRIBER_STATUSES,
  SUBSCRIBERS_PAGE_SIZE_DEFAULT,
  SUBSCRIBERS_PAGE_SIZE_MAX,
  type AdminIssue,
  type AdminIssueSummary,
  type AdminSubscriber,
  type IssueInput,
  type IssueProgress,
  type IssueStatus,
  type SubscriberCounts,
  type SubscriberListPage,
  type SubscriberListQuery,
  type SubscriberStatus,
} from './newsletter-admin.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** The subject becomes a mail header: one line. */
const ONE_LINE = /^[^\r\n]*$/;

/** Query of GET /api/admin/newsletter/subscribers; every field may be omitted. */
export class SubscriberListQueryDto implements SubscriberListQuery {
  @ApiPropertyOptional({ enum: SUBSCRIBER_STATUSES })
  @IsOptional()
  @IsIn(SUBSCRIBER_STATUSES, { message: `status must be one of ${SUBSCRIBER_STATUSES.join(', ')}.` })
  status?: SubscriberStatus;

  @ApiPropertyOptional({ description: 'Part of an address, any case.', maxLength: SUBSCRIBER_SEARCH_MAX })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'q must be text.' })
  @MaxLength(SUBSCRIBER_SEARCH_MAX, { message: `q must be at most ${SUBSCRIBER_SEARCH_MAX} characters.` })
  @IsSafeText()
  q?: string;

  @OptionalWholeNumber('page', { max: 100_000, default: 1 })
  page?: number;

  @OptionalWholeNumber('pageSize', { max: SUBSCRIBERS_PAGE_SIZE_MAX, default: SUBSCRIBERS_PAGE_SIZE_DEFAULT })
  pageSize?: number;
}

export class AdminSubscriberDto implements AdminSubscriber {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ format: 'email' })
  email!: string;

  @ApiProperty({ enum: SUBSCRIBER_STATUSES })
  status!: SubscriberStatus;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  confirmedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  unsubscribedAt!: string | null;
}

export class SubscriberCountsDto implements SubscriberCounts {
  @ApiProperty({ type: 'integer' })
  confirmed!: number;

  @ApiProperty({ type: 'integer' })
  waiting!: number;

  @ApiProperty({ type: 'integer' })
  unsubscribed!: number;
}

export class SubscriberListPageDto implements SubscriberListPage {
  @ApiProperty({ type: () => [AdminSubscriberDto], description: 'Newest first.' })
  items!: AdminSubscriberDto[];

  @ApiProperty({ type: 'integer', description: 'Addresses matching the filter and search, on all pages.' })
  total!: number;

  @ApiProperty({ type: 'integer', minimum: 1 })
  page!: number;

  @ApiProperty({ type: 'integer', minimum: 1 })
  pageSize!: number;

  @ApiProperty({ type: () => SubscriberCountsDto, description: 'The whole list by status, whatever the filter.' })
  counts!: SubscriberCountsDto;
}

/** `:id` of one issue. */
export class IssueParamsDto {
  @ApiProperty({ type: 'integer', minimum: 1 })
  @Max(2_147_483_647, { message: ISSUE_NOT_FOUND_TEXT })
  @Min(1, { message: ISSUE_NOT_FOUND_TEXT })
  @IsInt({ message: ISSUE_NOT_FOUND_TEXT })
  @Type(() => Number)
  id!: number;
}

/** Body of POST /api/admin/newsletter/issues and PUT /api/admin/newsletter/issues/{id}. */
export class IssueInputDto implements IssueInput {
  @ApiProperty({ pattern: ESSAY_SLUG_PATTERN.source, example: 'the-map-that-fits-too-well' })
  @Matches(ESSAY_SLUG_PATTERN, {
    message: 'essaySlug must be an essay’s slug: 1 to 200 lower-case letters, digits and hyphens.',
  })
  @IsString({ message: 'essaySlug must be text.' })
  essaySlug!: string;

  @ApiProperty({ minLength: 1, maxLength: ISSUE_ESSAY_TITLE_MAX })
  @Transform(trimmed)
  @Matches(ONE_LINE, { message: 'essayTitle must be on one line.' })
  @IsSafeText()
  @Length(1, ISSUE_ESSAY_TITLE_MAX, { message: `essayTitle must be 1 to ${ISSUE_ESSAY_TITLE_MAX} characters.` })
  @IsString({ message: 'essayTitle must be text.' })
  essayTitle!: string;

  @ApiProperty({ minLength: 1, maxLength: ISSUE_SUBJECT_MAX, example: 'The map that fits too well' })
  @Transform(trimmed)
  @Matches(ONE_LINE, { message: 'subject must be on one line.' })
  @IsSafeText()
  @Length(1, ISSUE_SUBJECT_MAX, { message: `subject must be 1 to ${ISSUE_SUBJECT_MAX} characters.` })
  @IsString({ message: 'subject must be text.' })
  subject!: string;

  @ApiProperty({ maxLength: ISSUE_INTRO_MAX, description: 'Markdown, shown above the essay; may be empty.' })
  @Transform(trimmed)
  @IsSafeText()
  @MaxLength(ISSUE_INTRO_MAX, { message: `intro must be at most ${ISSUE_INTRO_MAX} characters.` })
  @IsString({ message: 'intro must be text.' })
  intro!: string;

  @ApiProperty({
    minLength: 1,
    maxLength: ISSUE_BODY_MAX,
    description: "The essay's HTML as GET /api/essays/{slugOrId} gives it; sanitised again before it is kept.",
  })
  @IsSafeText()
  @Length(1, ISSUE_BODY_MAX, { message: `bodyHtml must be 1 to ${ISSUE_BODY_MAX} characters.` })
  @IsString({ message: 'bodyHtml must be text.' })
  bodyHtml!: string;
}

export class IssueProgressDto implements IssueProgress {
  @ApiProperty({ type: 'integer', description: 'Mails written to the outbox, one per confirmed subscriber.' })
  queued!: number;

  @ApiProperty({ type: 'integer', description: 'Of those, delivered to the mail server.' })
  sent!: number;

  @ApiProperty({ type: 'integer', description: 'Of those, failed at least once and waiting to be tried again.' })
  retrying!: number;
}

export class AdminIssueSummaryDto implements AdminIssueSummary {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  subject!: string;

  @ApiProperty({ enum: ISSUE_STATUSES })
  status!: IssueStatus;

  @ApiProperty({ type: String, nullable: true })
  essaySlug!: string | null;

  @ApiProperty({ type: String, nullable: true })
  essayTitle!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was sent.' })
  sentAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({ type: () => IssueProgressDto })
  progress!: IssueProgressDto;
}

export class AdminIssueDto extends AdminIssueSummaryDto implements AdminIssue {
  @ApiProperty({ description: 'Markdown, above the essay.' })
  intro!: string;

  @ApiProperty({ description: "The essay's sanitised HTML." })
  bodyHtml!: string;

  @ApiProperty({ description: 'The issue as the archive shows it and subscribers read it, sanitised.' })
  html!: string;

  @ApiProperty({ description: 'The plain-text part of the mail.' })
  text!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  testSentAt!: string | null;
}
