import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { IsSafeText } from '../safe-text.dto.js';
import { TOPIC_NAMES } from '../topics.js';
import {
  NUMERIC_UNIT_MAX,
  OPTION_ID_PATTERN,
  OPTION_TEXT_MAX,
  QUESTION_EXPLANATION_MAX,
  QUESTION_FIGURE_MAX,
  QUESTION_KEY_PATTERN,
  QUESTION_OPTIONS_MAX,
  QUESTION_PROMPT_MAX,
  QUIZ_COVER_MAX,
  QUIZ_COVER_PATTERN,
  QUIZ_DESCRIPTION_MAX,
  QUIZ_QUESTIONS_MAX,
  QUIZ_SLUG_PATTERN,
  QUIZ_STATUSES,
  QUIZ_TITLE_MAX,
  type AdminQuestion,
  type AdminQuestionInput,
  type AdminQuiz,
  type AdminQuizInput,
  type AdminQuizOption,
  type AdminQuizStatusInput,
  type AdminQuizSummary,
  type QuestionAnswer,
  type QuizStatus,
} from './admin-quiz.js';
import { QUESTION_KINDS, type QuestionKind } from './attempt.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The answer's JSON Schema: its shape is checked against the kind by the service (400 naming the question). */
const QUESTION_ANSWER_SCHEMA = {
  description:
    'single: the correct option id; multiple: the correct option ids; true-false: a boolean; ' +
    'numeric: { value, tolerance, unit }; ordering: every option id in the correct order.',
  oneOf: [
    { type: 'string' },
    { type: 'array', items: { type: 'string' } },
    { type: 'boolean' },
    {
      type: 'object',
      required: ['value', 'tolerance'],
      properties: {
        value: { type: 'number' },
        tolerance: { type: 'number', minimum: 0 },
        unit: { type: ['string', 'null'], maxLength: NUMERIC_UNIT_MAX },
      },
    },
  ],
};

export class AdminQuizOptionDto implements AdminQuizOption {
  @ApiProperty({ pattern: OPTION_ID_PATTERN.source, example: 'a' })
  @Matches(OPTION_ID_PATTERN, { message: 'id must be 1 to 20 lower-case letters, digits or dashes.' })
  @IsString({ message: 'id must be text.' })
  id!: string;

  @ApiProperty({ maxLength: OPTION_TEXT_MAX })
  @IsSafeText()
  @MaxLength(OPTION_TEXT_MAX, { message: `text must be at most ${OPTION_TEXT_MAX} characters.` })
  @IsString({ message: 'text must be text.' })
  text!: string;

  @ApiProperty({ type: String, nullable: true, description: 'An SVG drawing of the option.' })
  @IsOptional()
  @MaxLength(QUESTION_FIGURE_MAX, { message: `svg must be at most ${QUESTION_FIGURE_MAX} characters.` })
  @IsString({ message: 'svg must be SVG text or null.' })
  svg!: string | null;
}

export class AdminQuestionInputDto implements AdminQuestionInput {
  @ApiPropertyOptional({
    pattern: QUESTION_KEY_PATTERN.source,
    description: 'Names the question across saves; omitted for a new question.',
  })
  @IsOptional()
  @Matches(QUESTION_KEY_PATTERN, { message: 'key must be 1 to 100 letters, digits, dashes or underscores.' })
  @IsString({ message: 'key must be text.' })
  key?: string;

  @ApiProperty({ enum: QUESTION_KINDS })
  @IsIn(QUESTION_KINDS, { message: `kind must be one of: ${QUESTION_KINDS.join(', ')}.` })
  kind!: QuestionKind;

  @ApiProperty({ maxLength: QUESTION_PROMPT_MAX, description: 'Markdown.' })
  @IsSafeText()
  @MaxLength(QUESTION_PROMPT_MAX, { message: `prompt must be at most ${QUESTION_PROMPT_MAX} characters.` })
  @IsString({ message: 'prompt must be text.' })
  prompt!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'An SVG drawing shown with the prompt.' })
  @IsOptional()
  @MaxLength(QUESTION_FIGURE_MAX, { message: `figure must be at most ${QUESTION_FIGURE_MAX} characters.` })
  @IsString({ message: 'figure must be SVG text or null.' })
  figure?: string | null;

  @ApiProperty({ type: () => [AdminQuizOptionDto], maxItems: QUESTION_OPTIONS_MAX })
  @ValidateNested({ each: true })
  @Type(() => AdminQuizOptionDto)
  @ArrayMaxSize(QUESTION_OPTIONS_MAX, { message: `options must hold at most ${QUESTION_OPTIONS_MAX} options.` })
  @IsArray({ message: 'options must be a list (empty for true/false and numeric questions).' })
  options!: AdminQuizOptionDto[];

  @ApiProperty(QUESTION_ANSWER_SCHEMA)
  @IsDefined({ message: 'answer is required.' })
  answer!: QuestionAnswer;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: QUESTION_EXPLANATION_MAX, description: 'Markdown.' })
  @IsOptional()
  @IsSafeText()
  @MaxLength(QUESTION_EXPLANATION_MAX, {
    message: `explanation must be at most ${QUESTION_EXPLANATION_MAX} characters.`,
  })
  @IsString({ message: 'explanation must be text or null.' })
  explanation?: string | null;
}

export class AdminQuizInputDto implements AdminQuizInput {
  @ApiProperty({ pattern: QUIZ_SLUG_PATTERN.source, maxLength: 200, example: 'cell-biology-basics' })
  @Matches(QUIZ_SLUG_PATTERN, {
    message: 'The slug must be lower-case letters, digits and dashes, starting and ending with a letter or digit.',
  })
  @MaxLength(200, { message: 'The slug must be at most 200 characters.' })
  @IsString({ message: 'The slug must be text.' })
  slug!: string;

  @ApiProperty({ minLength: 1, maxLength: QUIZ_TITLE_MAX })
  @Transform(trimmed)
  @IsSafeText()
  @Length(1, QUIZ_TITLE_MAX, { message: `The title must be 1 to ${QUIZ_TITLE_MAX} characters.` })
  @IsString({ message: 'The title must be text.' })
  title!: string;

  @ApiPropertyOptional({ maxLength: QUIZ_DESCRIPTION_MAX, description: 'Markdown.' })
  @IsOptional()
  @IsSafeText()
  @MaxLength(QUIZ_DESCRIPTION_MAX, { message: `The description must be at most ${QUIZ_DESCRIPTION_MAX} characters.` })
  @IsString({ message: 'The description must be text.' })
  description?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: QUIZ_COVER_MAX, pattern: QUIZ_COVER_PATTERN.source })
  @IsOptional()
  @Matches(QUIZ_COVER_PATTERN, { message: 'The cover must be a path of this site or an https address.' })
  @MaxLength(QUIZ_COVER_MAX, { message: `The cover address must be at most ${QUIZ_COVER_MAX} characters.` })
  @IsString({ message: 'The cover must be an address.' })
  coverImage?: string | null;

  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: 1, maximum: 86_400, description: 'Null: untimed.' })
  @IsOptional()
  @Max(86_400, { message: 'The time limit must be at most 86400 seconds (a day).' })
  @Min(1, { message: 'The time limit must be at least 1 second.' })
  @IsInt({ message: 'The time limit must be a whole number of seconds.' })
  timeLimitSeconds?: number | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 100, default: 60 })
  @IsOptional()
  @Max(100, { message: 'The pass mark must be from 0 to 100 percent.' })
  @Min(0, { message: 'The pass mark must be from 0 to 100 percent.' })
  @IsInt({ message: 'The pass mark must be a whole number of percent.' })
  passPercent?: number;

  @ApiPropertyOptional({ type: [String], enum: TOPIC_NAMES })
  @IsOptional()
  @IsIn(TOPIC_NAMES, { each: true, message: "Topics must name the site's topics." })
  @IsArray({ message: 'Topics must be a list.' })
  topics?: string[];

  @ApiProperty({ type: () => [AdminQuestionInputDto], maxItems: QUIZ_QUESTIONS_MAX })
  @ValidateNested({ each: true })
  @Type(() => AdminQuestionInputDto)
  @ArrayMaxSize(QUIZ_QUESTIONS_MAX, { message: `A quiz may have at most ${QUIZ_QUESTIONS_MAX} questions.` })
  @IsArray({ message: 'Questions must be a list.' })
  questions!: AdminQuestionInputDto[];
}

export class AdminQuizStatusInputDto implements AdminQuizStatusInput {
  @ApiProperty({ enum: QUIZ_STATUSES, description: 'published: shown on the site; draft: hidden everywhere.' })
  @IsIn(QUIZ_STATUSES, { message: `status must be one of: ${QUIZ_STATUSES.join(', ')}.` })
  status!: QuizStatus;
}

/** A stored question, answer and explanation included. */
export class AdminQuestionDto implements AdminQuestion {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ pattern: QUESTION_KEY_PATTERN.source })
  key!: string;

  @ApiProperty({ enum: QUESTION_KINDS })
  kind!: QuestionKind;

  @ApiProperty()
  prompt!: string;

  @ApiProperty({ type: String, nullable: true })
  figure!: string | null;

  @ApiProperty({ type: () => [AdminQuizOptionDto] })
  options!: AdminQuizOptionDto[];

  @ApiProperty(QUESTION_ANSWER_SCHEMA)
  answer!: QuestionAnswer;

  @ApiProperty({ type: String, nullable: true })
  explanation!: string | null;
}

export class AdminQuizSummaryDto implements AdminQuizSummary {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  category!: string;

  @ApiProperty({ enum: QUIZ_STATUSES })
  status!: QuizStatus;

  @ApiProperty({ type: 'integer', minimum: 1 })
  version!: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  questionCount!: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Attempts of every version, open ones included.' })
  attemptCount!: number;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class AdminQuizDto implements AdminQuiz {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ type: String, nullable: true })
  coverImage!: string | null;

  @ApiProperty()
  category!: string;

  @ApiProperty({ type: 'integer', nullable: true })
  timeLimitSeconds!: number | null;

  @ApiProperty({ type: 'integer' })
  passPercent!: number;

  @ApiProperty({ type: String, nullable: true })
  courseSlug!: string | null;

  @ApiProperty({ type: [String] })
  topics!: string[];

  @ApiProperty({ enum: QUIZ_STATUSES })
  status!: QuizStatus;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  publishedAt!: string | null;

  @ApiProperty({ type: 'integer', minimum: 1 })
  version!: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  attemptCount!: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Attempts of the newest version: changing its questions then makes a new version.',
  })
  versionAttemptCount!: number;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({ type: () => [AdminQuestionDto] })
  questions!: AdminQuestionDto[];
}
