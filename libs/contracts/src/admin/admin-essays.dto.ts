import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsISO8601,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import { TOPIC_NAMES } from '../topics.js';
import { OptionalWholeNumber } from '../whole-number.dto.js';
import {
  ADMIN_ESSAY_PAGE_SIZE,
  ADMIN_ESSAY_PAGE_SIZE_MAX,
  ESSAY_BODY_MAX,
  ESSAY_EDIT_SLUG_PATTERN,
  ESSAY_EXCERPT_MAX,
  ESSAY_REVISION_KINDS,
  ESSAY_SEO_DESCRIPTION_MAX,
  ESSAY_SEO_TITLE_MAX,
  ESSAY_SLUG_MAX,
  ESSAY_STATUSES,
  ESSAY_TAG_MAX,
  ESSAY_TAGS_MAX,
  ESSAY_TITLE_MAX,
  type AdminEssay,
  type AdminEssayInput,
  type AdminEssayPage,
  type AdminEssayRow,
  type EssayAutosave,
  type EssayAutosaveInput,
  type EssayDiffPart,
  type EssayPreview,
  type EssayRendered,
  type EssayRenderInput,
  type EssayRevision,
  type EssayRevisionDiff,
  type EssayRevisionKind,
  type EssayRevisionSummary,
  type EssayStatus,
} from './admin-essays.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimmedList = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? [...new Set(value.map((item) => (typeof item === 'string' ? item.trim() : item)))] : value;

export class AdminEssayRowDto implements AdminEssayRow {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ example: 'what-proof-cannot-reach' })
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ enum: ESSAY_STATUSES })
  status!: EssayStatus;

  @ApiProperty({ format: 'date', example: '2026-09-02' })
  date!: string;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  publishedAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({ type: 'integer', minimum: 0 })
  viewCount!: number;
}

export class AdminEssayPageDto implements AdminEssayPage {
  @ApiProperty({ type: [AdminEssayRowDto] })
  items!: AdminEssayRowDto[];

  @ApiProperty({ type: 'integer', description: 'Essays matching the filter, on every page together.' })
  total!: number;

  @ApiProperty({ type: 'integer' })
  page!: number;

  @ApiProperty({ type: 'integer' })
  pageSize!: number;
}

export class EssayAutosaveDto implements EssayAutosave {
  @ApiProperty({ type: 'integer' })
  revisionId!: number;

  @ApiProperty({ format: 'date-time' })
  savedAt!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  excerpt!: string;

  @ApiProperty()
  body!: string;
}

export class AdminEssayDto extends AdminEssayRowDto implements AdminEssay {
  @ApiProperty()
  excerpt!: string;

  @ApiProperty({ description: 'The body as markdown.' })
  body!: string;

  @ApiProperty({ type: [String] })
  topics!: string[];

  @ApiProperty({ type: [String] })
  tags!: string[];

  @ApiProperty()
  seoTitle!: string;

  @ApiProperty()
  seoDescription!: string;

  @ApiProperty({ type: 'string', nullable: true, example: '/media/covers/12-3f9a0c1d2e.webp' })
  cover!: string | null;

  @ApiProperty({ example: '/essay/what-proof-cannot-reach?preview=…' })
  previewPath!: string;

  @ApiProperty({ type: EssayAutosaveDto, nullable: true })
  autosave!: EssayAutosaveDto | null;
}

/** Query of GET /api/admin/essays. */
export class AdminEssayQueryDto {
  @ApiPropertyOptional({ enum: ESSAY_STATUSES, description: 'Only essays with this status; all when omitted.' })
  @IsOptional()
  @IsIn(ESSAY_STATUSES, { message: `status must be one of: ${ESSAY_STATUSES.join(', ')}.` })
  status?: EssayStatus;

  @OptionalWholeNumber('page', { max: 1_000_000, default: 1 })
  page?: number;

  @OptionalWholeNumber('pageSize', { max: ADMIN_ESSAY_PAGE_SIZE_MAX, default: ADMIN_ESSAY_PAGE_SIZE })
  pageSize?: number;
}

const ID_OR_SLUG = {
  description: 'The essay’s numeric id, or its slug.',
  maxLength: ESSAY_SLUG_MAX,
  example: 'what-proof-cannot-reach',
};

/** Path naming an essay by id or slug. */
export class AdminEssayParamsDto {
  @ApiProperty(ID_OR_SLUG)
  @IsString()
  @Matches(/^[a-z0-9-]{1,200}$/, { message: 'id must be an essay’s id or slug.' })
  id!: string;
}

/** Path of DELETE: by number only, so a renamed essay is never deleted in another's place. */
export class AdminEssayIdParamsDto {
  @ApiProperty({ description: 'The essay’s numeric id.', example: '12' })
  @IsString()
  @Matches(/^\d{1,9}$/, { message: 'id must be the essay’s numeric id.' })
  id!: string;
}

export class EssayRevisionParamsDto extends AdminEssayParamsDto {
  @ApiProperty({ description: 'The revision’s numeric id.', example: '1' })
  @IsString()
  @Matches(/^\d{1,9}$/, { message: 'revisionId must be a whole number.' })
  revisionId!: string;
}

export class AdminEssayInputDto implements AdminEssayInput {
  @ApiProperty({ minLength: 1, maxLength: ESSAY_TITLE_MAX })
  @Transform(trimmed)
  @IsString({ message: 'title must be text.' })
  @Length(1, ESSAY_TITLE_MAX, { message: `title must be 1 to ${ESSAY_TITLE_MAX} characters.` })
  @IsSafeText()
  title!: string;

  @ApiProperty({ maxLength: ESSAY_SLUG_MAX, pattern: ESSAY_EDIT_SLUG_PATTERN.source, example: 'on-attention' })
  @Transform(trimmed)
  @IsString({ message: 'slug must be text.' })
  @MaxLength(ESSAY_SLUG_MAX, { message: `slug must be at most ${ESSAY_SLUG_MAX} characters.` })
  @Matches(ESSAY_EDIT_SLUG_PATTERN, {
    message: 'slug must be lower-case words of letters and digits joined by single hyphens, not digits alone.',
  })
  slug!: string;

  @ApiProperty({ maxLength: ESSAY_EXCERPT_MAX })
  @Transform(trimmed)
  @IsString({ message: 'excerpt must be text.' })
  @MaxLength(ESSAY_EXCERPT_MAX, { message: `excerpt must be at most ${ESSAY_EXCERPT_MAX} characters.` })
  @IsSafeText()
  excerpt!: string;

  @ApiProperty({ maxLength: ESSAY_BODY_MAX, description: 'Markdown.' })
  @IsString({ message: 'body must be text.' })
  @MaxLength(ESSAY_BODY_MAX, { message: `body must be at most ${ESSAY_BODY_MAX} characters.` })
  @IsSafeText()
  body!: string;

  @ApiProperty({ type: [String], enum: [...new Set(TOPIC_NAMES)], description: 'Among the site’s topics.' })
  @IsArray({ message: 'topics must be a list.' })
  @ArrayMaxSize(TOPIC_NAMES.length)
  @IsIn(TOPIC_NAMES, { each: true, message: 'Each topic must be one of the site’s topics.' })
  topics!: string[];

  @ApiProperty({ type: [String], maxItems: ESSAY_TAGS_MAX })
  @Transform(trimmedList)
  @IsArray({ message: 'tags must be a list.' })
  @ArrayMaxSize(ESSAY_TAGS_MAX, { message: `An essay may have at most ${ESSAY_TAGS_MAX} tags.` })
  @IsString({ each: true, message: 'Each tag must be text.' })
  @Length(1, ESSAY_TAG_MAX, { each: true, message: `Each tag must be 1 to ${ESSAY_TAG_MAX} characters.` })
  @IsSafeText({ each: true })
  tags!: string[];

  @ApiProperty({ maxLength: ESSAY_SEO_TITLE_MAX, description: 'The title search engines show; the title when empty.' })
  @Transform(trimmed)
  @IsString({ message: 'seoTitle must be text.' })
  @MaxLength(ESSAY_SEO_TITLE_MAX, { message: `seoTitle must be at most ${ESSAY_SEO_TITLE_MAX} characters.` })
  @IsSafeText()
  seoTitle!: string;

  @ApiProperty({
    maxLength: ESSAY_SEO_DESCRIPTION_MAX,
    description: 'The description search engines show; the excerpt when empty.',
  })
  @Transform(trimmed)
  @IsString({ message: 'seoDescription must be text.' })
  @MaxLength(ESSAY_SEO_DESCRIPTION_MAX, {
    message: `seoDescription must be at most ${ESSAY_SEO_DESCRIPTION_MAX} characters.`,
  })
  @IsSafeText()
  seoDescription!: string;

  @ApiProperty({ enum: ESSAY_STATUSES })
  @IsIn(ESSAY_STATUSES, { message: `status must be one of: ${ESSAY_STATUSES.join(', ')}.` })
  status!: EssayStatus;

  @ApiPropertyOptional({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'When a scheduled essay publishes itself; required for status scheduled.',
  })
  @ValidateIf((input: AdminEssayInputDto) => input.status === 'scheduled' || input.publishAt != null)
  @IsISO8601({ strict: true }, { message: 'publishAt must be a date and time (ISO 8601).' })
  publishAt?: string | null;
}

export class EssayAutosaveInputDto implements EssayAutosaveInput {
  @ApiProperty({ maxLength: ESSAY_TITLE_MAX })
  @IsString({ message: 'title must be text.' })
  @MaxLength(ESSAY_TITLE_MAX, { message: `title must be at most ${ESSAY_TITLE_MAX} characters.` })
  @IsSafeText()
  title!: string;

  @ApiProperty({ maxLength: ESSAY_EXCERPT_MAX })
  @IsString({ message: 'excerpt must be text.' })
  @MaxLength(ESSAY_EXCERPT_MAX, { message: `excerpt must be at most ${ESSAY_EXCERPT_MAX} characters.` })
  @IsSafeText()
  excerpt!: string;

  @ApiProperty({ maxLength: ESSAY_BODY_MAX })
  @IsString({ message: 'body must be text.' })
  @MaxLength(ESSAY_BODY_MAX, { message: `body must be at most ${ESSAY_BODY_MAX} characters.` })
  @IsSafeText()
  body!: string;
}

export class EssayRenderInputDto implements EssayRenderInput {
  @ApiProperty({ maxLength: ESSAY_BODY_MAX, description: 'Markdown.' })
  @IsString({ message: 'body must be text.' })
  @MaxLength(ESSAY_BODY_MAX, { message: `body must be at most ${ESSAY_BODY_MAX} characters.` })
  @IsSafeText()
  body!: string;
}

export class EssayRenderedDto implements EssayRendered {
  @ApiProperty({ description: 'Sanitised HTML, exactly as the essay page draws the body.' })
  html!: string;
}

export class EssayRevisionSummaryDto implements EssayRevisionSummary {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ enum: ESSAY_REVISION_KINDS })
  kind!: EssayRevisionKind;

  @ApiProperty()
  title!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty()
  note!: string;
}

export class EssayRevisionDto extends EssayRevisionSummaryDto implements EssayRevision {
  @ApiProperty()
  excerpt!: string;

  @ApiProperty()
  body!: string;
}

export class EssayDiffPartDto implements EssayDiffPart {
  @ApiProperty({ enum: ['same', 'added', 'removed'] })
  change!: 'same' | 'added' | 'removed';

  @ApiProperty()
  text!: string;
}

class TextChangeDto {
  @ApiProperty()
  from!: string;

  @ApiProperty()
  to!: string;
}

export class EssayRevisionDiffDto implements EssayRevisionDiff {
  @ApiProperty({ type: 'integer' })
  revisionId!: number;

  @ApiProperty({ type: TextChangeDto })
  title!: TextChangeDto;

  @ApiProperty({ type: TextChangeDto })
  excerpt!: TextChangeDto;

  @ApiProperty({ type: [EssayDiffPartDto], description: 'The body line by line, from the revision to now.' })
  body!: EssayDiffPartDto[];

  @ApiProperty({ type: 'integer' })
  added!: number;

  @ApiProperty({ type: 'integer' })
  removed!: number;
}

export class EssayPreviewParamsDto {
  @ApiProperty({ description: 'The token of the essay’s preview link.', example: 'b3c1…' })
  @IsString()
  @Matches(/^[a-f0-9]{64}$/, { message: 'token must be a preview token.' })
  token!: string;
}

export class EssayPreviewDto implements EssayPreview {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ format: 'date' })
  date!: string;

  @ApiProperty({ description: 'The body as sanitised HTML.' })
  html!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ type: [String] })
  tags!: string[];

  @ApiProperty({ type: [String] })
  topics!: string[];

  @ApiProperty({ type: 'integer', minimum: 1 })
  readingMinutes!: number;

  @ApiProperty({ enum: ESSAY_STATUSES })
  status!: EssayStatus;

  @ApiProperty({ type: 'string', nullable: true })
  cover!: string | null;

  @ApiProperty({ format: 'date-time' })
  savedAt!: string;
}
