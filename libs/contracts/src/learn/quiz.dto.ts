import { ApiProperty } from '@nestjs/swagger';
import {
  QUESTION_KINDS,
  type QuestionKind,
  type QuizOptionView,
  type QuizQuestionView,
  type QuizView,
} from './attempt.js';
import type { StandaloneQuiz } from './quiz.js';

/** One card of GET /api/elearning/quizzes/standalone. */
export class StandaloneQuizDto implements StandaloneQuiz {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ example: 'physics-concepts' })
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  coverImage!: string | null;

  @ApiProperty({ type: 'integer', minimum: 0 })
  questionCount!: number;
}

/** An option as shown to the quiz taker. */
export class QuizOptionViewDto implements QuizOptionView {
  @ApiProperty()
  id!: string;

  @ApiProperty()
  text!: string;

  @ApiProperty({ type: String, nullable: true, description: 'An SVG drawing of the option, for spatial questions.' })
  svg!: string | null;
}

/** A question before submission: never its answer, correct flags or explanation. */
export class QuizQuestionViewDto implements QuizQuestionView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ enum: QUESTION_KINDS })
  kind!: QuestionKind;

  @ApiProperty()
  prompt!: string;

  @ApiProperty({ type: String, nullable: true })
  figure!: string | null;

  @ApiProperty({ type: () => [QuizOptionViewDto] })
  options!: QuizOptionViewDto[];

  @ApiProperty({ type: String, nullable: true, description: 'Unit of a numeric answer ("minutes").' })
  unit!: string | null;
}

/** GET /api/elearning/quizzes/{slugOrId}: a quiz to take, without its answers. */
export class QuizViewDto implements QuizView {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty()
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty()
  category!: string;

  @ApiProperty({ type: String, nullable: true })
  coverImage!: string | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Null for an untimed quiz.' })
  timeLimitSeconds!: number | null;

  @ApiProperty()
  passPercent!: number;

  @ApiProperty({ type: String, nullable: true })
  courseSlug!: string | null;

  @ApiProperty({ type: 'integer', minimum: 0 })
  questionCount!: number;

  @ApiProperty({ type: () => [QuizQuestionViewDto] })
  questions!: QuizQuestionViewDto[];
}
