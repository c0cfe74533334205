import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import { TOPIC_NAMES } from '../topics.js';
import {
  COURSE_COVER_MAX,
  COURSE_COVER_PATTERN,
  COURSE_DESCRIPTION_MAX,
  COURSE_LESSONS_MAX,
  COURSE_LEVEL_MAX,
  COURSE_SLUG_MAX,
  COURSE_SLUG_PATTERN,
  COURSE_STATUSES,
  COURSE_SUMMARY_MAX,
  COURSE_TITLE_MAX,
  LESSON_BODY_MAX,
  type AdminCourse,
  type AdminCourseInput,
  type AdminCourseStatusInput,
  type AdminCourseSummary,
  type AdminLesson,
  type AdminLessonInput,
  type AdminLessonItem,
  type AdminLessonOrderInput,
  type CourseStatus,
} from './admin-course.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const SLUG_MESSAGE =
  'The slug must be lower-case letters, digits and dashes, starting and ending with a letter or digit.';

/** The decorators of one property, applied as one. */
const together =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((decorate) => decorate(target, key));

/** A course's or a lesson's slug: its part of the address. */
const SlugField = (example: string) =>
  together(
    ApiProperty({ pattern: COURSE_SLUG_PATTERN.source, maxLength: COURSE_SLUG_MAX, example }),
    IsString({ message: 'The slug must be text.' }),
    MaxLength(COURSE_SLUG_MAX, { message: `The slug must be at most ${COURSE_SLUG_MAX} characters.` }),
    Matches(COURSE_SLUG_PATTERN, { message: SLUG_MESSAGE }),
  );

/** A course's or a lesson's title, trimmed. */
const TitleField = () =>
  together(
    ApiProperty({ minLength: 1, maxLength: COURSE_TITLE_MAX }),
    IsString({ message: 'The title must be text.' }),
    Length(1, COURSE_TITLE_MAX, { message: `The title must be 1 to ${COURSE_TITLE_MAX} characters.` }),
    IsSafeText(),
    Transform(trimmed),
  );

export class AdminCourseInputDto implements AdminCourseInput {
  @SlugField('reading-kant')
  slug!: string;

  @TitleField()
  title!: string;

  @ApiPropertyOptional({ maxLength: COURSE_SUMMARY_MAX, description: 'One or two sentences for the course card.' })
  @IsOptional()
  @IsSafeText()
  @MaxLength(COURSE_SUMMARY_MAX, { message: `The summary must be at most ${COURSE_SUMMARY_MAX} characters.` })
  @IsString({ message: 'The summary must be text.' })
  summary?: string;

  @ApiPropertyOptional({ maxLength: COURSE_DESCRIPTION_MAX, description: 'Markdown.' })
  @IsOptional()
  @IsSafeText()
  @MaxLength(COURSE_DESCRIPTION_MAX, {
    message: `The description must be at most ${COURSE_DESCRIPTION_MAX} characters.`,
  })
  @IsString({ message: 'The description must be text.' })
  description?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: COURSE_COVER_MAX,
    pattern: COURSE_COVER_PATTERN.source,
  })
  @IsOptional()
  @Matches(COURSE_COVER_PATTERN, { message: 'The cover must be a path of this site or an https address.' })
  @MaxLength(COURSE_COVER_MAX, { message: `The cover address must be at most ${COURSE_COVER_MAX} characters.` })
  @IsString({ message: 'The cover must be an address.' })
  coverImage?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: COURSE_LEVEL_MAX, example: 'Beginner' })
  @IsOptional()
  @IsSafeText()
  @MaxLength(COURSE_LEVEL_MAX, { message: `The level must be at most ${COURSE_LEVEL_MAX} characters.` })
  @IsString({ message: 'The level must be text.' })
  level?: string | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, maximum: 100_000 })
  @IsOptional()
  @Max(100_000, { message: 'The estimated time must be at most 100000 minutes.' })
  @Min(1, { message: 'The estimated time must be at least 1 minute.' })
  @IsInt({ message: 'The estimated time must be a whole number of minutes.' })
  estimatedMinutes?: number | null;

  @ApiPropertyOptional({ type: [String], enum: TOPIC_NAMES })
  @IsOptional()
  @IsIn(TOPIC_NAMES, { each: true, message: "Topics must name the site's topics." })
  @IsArray({ message: 'Topics must be a list.' })
  topics?: string[];
}

export class AdminCourseStatusInputDto implements AdminCourseStatusInput {
  @ApiProperty({ enum: COURSE_STATUSES, description: 'published: shown on the site; draft: hidden everywhere.' })
  @IsIn(COURSE_STATUSES, { message: `status must be one of: ${COURSE_STATUSES.join(', ')}.` })
  status!: CourseStatus;
}

export class AdminLessonOrderInputDto implements AdminLessonOrderInput {
  @ApiProperty({ type: 'integer', isArray: true, maxItems: COURSE_LESSONS_MAX, example: [12, 10, 11] })
  @IsInt({ each: true, message: 'lessonIds must hold lesson ids.' })
  @ArrayMaxSize(COURSE_LESSONS_MAX, { message: `A course has at most ${COURSE_LESSONS_MAX} lessons.` })
  @IsArray({ message: 'lessonIds must be a list.' })
  lessonIds!: number[];
}

export class AdminLessonInputDto implements AdminLessonInput {
  @SlugField('the-first-critique')
  slug!: string;

  @TitleField()
  title!: string;

  @ApiProperty({ maxLength: LESSON_BODY_MAX, description: 'Markdown.' })
  @IsSafeText()
  @MaxLength(LESSON_BODY_MAX, { message: `The lesson must be at most ${LESSON_BODY_MAX} characters.` })
  @IsString({ message: 'The lesson must be text.' })
  body!: string;
}

export class AdminLessonItemDto implements AdminLessonItem {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: 'integer', minimum: 1 })
  position!: number;

  @ApiProperty({ enum: COURSE_STATUSES })
  status!: CourseStatus;

  @ApiProperty({ type: 'integer', minimum: 0 })
  completionCount!: number;
}

export class AdminLessonDto extends AdminLessonItemDto implements AdminLesson {
  @ApiProperty({ type: 'integer' })
  courseId!: number;

  @ApiProperty({ description: 'Markdown.' })
  body!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class AdminCourseSummaryDto implements AdminCourseSummary {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ enum: COURSE_STATUSES })
  status!: CourseStatus;

  @ApiProperty({ type: 'integer', minimum: 0 })
  lessonCount!: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  publishedLessonCount!: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  enrolmentCount!: number;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class AdminCourseDto extends AdminCourseSummaryDto implements AdminCourse {
  @ApiProperty()
  summary!: string;

  @ApiProperty({ description: 'Markdown.' })
  description!: string;

  @ApiProperty({ type: String, nullable: true })
  coverImage!: string | null;

  @ApiProperty({ type: String, nullable: true })
  level!: string | null;

  @ApiProperty({ type: 'integer', nullable: true })
  estimatedMinutes!: number | null;

  @ApiProperty({ type: [String] })
  topics!: string[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt!: string | null;

  @ApiProperty({ type: () => [AdminLessonItemDto] })
  lessons!: AdminLessonItemDto[];
}
