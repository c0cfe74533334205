import { ApiProperty } from '@nestjs/swagger';
import type {
  CourseDetail,
  CourseLessonItem,
  CourseProgress,
  CourseSummary,
  Enrolment,
  LessonCompletion,
  LessonContent,
  MyCourse,
} from './course.js';

/** Completed lessons of a course for one user. */
export class CourseProgressDto implements CourseProgress {
  @ApiProperty({ type: 'integer', minimum: 0 })
  completed!: number;

  @ApiProperty({ type: 'integer', minimum: 0 })
  total!: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100 })
  percent!: number;
}

/** One card of GET /api/elearning/courses. */
export class CourseSummaryDto implements CourseSummary {
  @ApiProperty()
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  summary!: string;

  @ApiProperty({ type: String, nullable: true })
  coverImage!: string | null;

  @ApiProperty({ type: String, nullable: true })
  level!: string | null;

  @ApiProperty({ type: 'integer', nullable: true })
  estimatedMinutes!: number | null;

  @ApiProperty({ type: 'integer', minimum: 0 })
  lessonCount!: number;
}

/** A lesson as listed in its course (no body). */
export class CourseLessonItemDto implements CourseLessonItem {
  @ApiProperty()
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: 'integer' })
  position!: number;

  @ApiProperty({ type: String, nullable: true })
  quizSlug!: string | null;

  @ApiProperty({ description: 'Whether the signed-in caller completed it; false for visitors.' })
  completed!: boolean;
}

/** GET /api/elearning/courses/{slug}. */
export class CourseDetailDto extends CourseSummaryDto implements CourseDetail {
  @ApiProperty()
  description!: string;

  @ApiProperty({ type: () => [CourseLessonItemDto] })
  lessons!: CourseLessonItemDto[];

  @ApiProperty()
  enrolled!: boolean;

  @ApiProperty({ type: () => CourseProgressDto, nullable: true, description: 'Null for visitors.' })
  progress!: CourseProgressDto | null;
}

/** GET /api/elearning/courses/{slug}/lessons/{lessonSlug}: the lesson as listed, with its body. */
export class LessonContentDto extends CourseLessonItemDto implements LessonContent {
  @ApiProperty()
  courseSlug!: string;

  @ApiProperty({ description: 'Markdown.' })
  body!: string;

  @ApiProperty({ description: 'The body rendered to sanitised HTML.' })
  html!: string;

  @ApiProperty({ type: String, nullable: true })
  previousSlug!: string | null;

  @ApiProperty({ type: String, nullable: true })
  nextSlug!: string | null;
}

/** POST /api/elearning/courses/{slug}/enroll. */
export class EnrolmentDto implements Enrolment {
  @ApiProperty()
  courseSlug!: string;

  @ApiProperty({ format: 'date-time' })
  enrolledAt!: string;

  @ApiProperty({ type: () => CourseProgressDto })
  progress!: CourseProgressDto;
}

/** POST /api/elearning/courses/{slug}/lessons/{lessonSlug}/complete. */
export class LessonCompletionDto implements LessonCompletion {
  @ApiProperty()
  courseSlug!: string;

  @ApiProperty()
  lessonSlug!: string;

  @ApiProperty({ format: 'date-time' })
  completedAt!: string;

  @ApiProperty({ type: () => CourseProgressDto })
  progress!: CourseProgressDto;
}

/** One entry of GET /api/elearning/me/courses. */
export class MyCourseDto extends CourseSummaryDto implements MyCourse {
  @ApiProperty({ format: 'date-time' })
  enrolledAt!: string;

  @ApiProperty({ type: () => CourseProgressDto })
  progress!: CourseProgressDto;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The first lesson not yet completed; null when all are done.',
  })
  nextLessonSlug!: string | null;
}
