import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined } from 'class-validator';
import { ANSWER_SCHEMA, SAVED_ANSWERS_SCHEMA } from './answer.schema.js';
import {
  QUESTION_KINDS,
  type AnswerSaved,
  type AttemptDetail,
  type AttemptResult,
  type AttemptStart,
  type AttemptSummary,
  type QuestionKind,
  type ReviewItem,
  type SavedAnswers,
} from './attempt.js';

const ATTEMPT_STATUSES = ['open', 'submitted'] as const;

/** PUT /api/elearning/attempts/:id/answers/:questionId; the shape is checked against the question's kind. */
export class SaveAnswerDto {
  @ApiProperty({ ...ANSWER_SCHEMA, description: "The answer, shaped by the question's kind." })
  @IsDefined({ message: 'answer is required.' })
  answer: unknown;
}

/** One question of a submitted attempt's review. */
export class ReviewItemDto implements ReviewItem {
  @ApiProperty({ type: 'integer' })
  questionId!: number;

  @ApiProperty({ enum: QUESTION_KINDS })
  kind!: QuestionKind;

  @ApiProperty()
  prompt!: string;

  @ApiProperty(ANSWER_SCHEMA)
  yourAnswer: unknown;

  @ApiProperty({ ...ANSWER_SCHEMA, description: 'For numeric questions the expected value.' })
  correctAnswer: unknown;

  @ApiProperty({ type: Number, nullable: true, description: 'How far off a numeric answer still counts.' })
  tolerance!: number | null;

  @ApiProperty()
  correct!: boolean;

  @ApiProperty({ type: String, nullable: true })
  explanation!: string | null;
}

/** The scored result of a submitted attempt; IQ tests add the norm fields. */
export class AttemptResultDto implements AttemptResult {
  @ApiProperty({ type: 'integer' })
  attemptId!: number;

  @ApiProperty()
  quizSlug!: string;

  @ApiProperty()
  score!: number;

  @ApiProperty()
  maxScore!: number;

  @ApiProperty()
  percent!: number;

  @ApiProperty()
  passed!: boolean;

  @ApiProperty({ type: 'integer', minimum: 0 })
  durationSeconds!: number;

  @ApiProperty({ format: 'date-time' })
  submittedAt!: string;

  @ApiProperty({ type: () => [ReviewItemDto] })
  review!: ReviewItemDto[];

  @ApiPropertyOptional({ description: 'IQ tests only.' })
  percentile?: number;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'IQ tests only.' })
  band?: string | null;

  @ApiPropertyOptional({ description: 'IQ tests only.' })
  normStatement?: string;
}

/** POST /api/elearning/quizzes/{slugOrId}/attempts. */
export class AttemptStartDto implements AttemptStart {
  @ApiProperty({ type: 'integer' })
  attemptId!: number;

  @ApiProperty({ type: 'integer' })
  quizId!: number;

  @ApiProperty()
  quizSlug!: string;

  @ApiProperty({ format: 'date-time' })
  startedAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null for an untimed quiz.' })
  deadline!: string | null;

  @ApiProperty({ format: 'date-time', description: "The server's clock, to correct a wrong client clock." })
  now!: string;

  @ApiProperty({ ...SAVED_ANSWERS_SCHEMA, description: 'Answers saved so far, by question id.' })
  answers!: SavedAnswers;
}

/** PUT /api/elearning/attempts/{id}/answers/{questionId}. */
export class AnswerSavedDto implements AnswerSaved {
  @ApiProperty({ type: 'integer' })
  attemptId!: number;

  @ApiProperty({ type: 'integer' })
  questionId!: number;

  @ApiProperty({ format: 'date-time' })
  savedAt!: string;

  @ApiProperty({ type: 'integer', minimum: 0 })
  answeredCount!: number;
}

/** What an attempt's page and the caller's list of attempts both show. */
class AttemptStateDto {
  @ApiProperty({ type: 'integer' })
  attemptId!: number;

  @ApiProperty()
  quizSlug!: string;

  @ApiProperty()
  quizTitle!: string;

  @ApiProperty({ enum: ATTEMPT_STATUSES })
  status!: 'open' | 'submitted';

  @ApiProperty({ format: 'date-time' })
  startedAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  submittedAt!: string | null;
}

/** GET /api/elearning/attempts/{id}; `result` only once submitted. */
export class AttemptDetailDto extends AttemptStateDto implements AttemptDetail {
  @ApiProperty({ type: 'integer' })
  quizId!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  deadline!: string | null;

  @ApiProperty({ format: 'date-time' })
  now!: string;

  @ApiProperty(SAVED_ANSWERS_SCHEMA)
  answers!: SavedAnswers;

  @ApiProperty({ type: () => AttemptResultDto, nullable: true })
  result!: AttemptResultDto | null;
}

/** One entry of GET /api/elearning/me/attempts. */
export class AttemptSummaryDto extends AttemptStateDto implements AttemptSummary {
  @ApiProperty()
  category!: string;

  @ApiProperty({ type: Number, nullable: true })
  score!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  maxScore!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  percent!: number | null;

  @ApiProperty({ type: Boolean, nullable: true })
  passed!: boolean | null;
}
