import { QUIZ_COVER_MAX, QUIZ_COVER_PATTERN, QUIZ_SLUG_MAX, QUIZ_SLUG_PATTERN } from './admin-quiz.js';

/** A draft course or lesson never appears on the site; a published one does (a lesson only in a published course). */
export const COURSE_STATUSES = ['draft', 'published'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/** Course and lesson slugs follow the quizzes' rule: lower-case letters, digits and dashes. */
export const COURSE_SLUG_MAX = QUIZ_SLUG_MAX;
export const COURSE_SLUG_PATTERN = QUIZ_SLUG_PATTERN;
export const COURSE_TITLE_MAX = 300;
export const COURSE_SUMMARY_MAX = 1000;
export const COURSE_DESCRIPTION_MAX = 10_000;
export const COURSE_LEVEL_MAX = 50;
export const COURSE_COVER_MAX = QUIZ_COVER_MAX;
export const COURSE_COVER_PATTERN = QUIZ_COVER_PATTERN;
export const COURSE_LESSONS_MAX = 200;
export const LESSON_BODY_MAX = 200_000;

/** POST /api/admin/courses and PUT /api/admin/courses/:id: the course itself, without its lessons. */
export interface AdminCourseInput {
  slug: string;
  title: string;
  summary?: string;
  /** Markdown. */
  description?: string;
  coverImage?: string | null;
  level?: string | null;
  estimatedMinutes?: number | null;
  topics?: string[];
}

/** PUT …/status of a course or a lesson. */
export interface AdminCourseStatusInput {
  status: CourseStatus;
}

/** PUT /api/admin/courses/:id/lesson-order: every lesson of the course, each once, in the new order. */
export interface AdminLessonOrderInput {
  lessonIds: number[];
}

/** POST /api/admin/courses/:id/lessons and PUT /api/admin/courses/:id/lessons/:lessonId. */
export interface AdminLessonInput {
  slug: string;
  title: string;
  /** Markdown. */
  body: string;
}

/** A lesson as its course's editor lists it: no body. */
export interface AdminLessonItem {
  id: number;
  slug: string;
  title: string;
  /** 1 for the first lesson. */
  position: number;
  status: CourseStatus;
  /** Readers who marked it done: their progress keeps it whatever the lesson's place. */
  completionCount: number;
}

/** GET /api/admin/courses/:id/lessons/:lessonId. */
export interface AdminLesson extends AdminLessonItem {
  courseId: number;
  body: string;
  publishedAt: string | null;
  updatedAt: string;
}

/** One row of GET /api/admin/courses. */
export interface AdminCourseSummary {
  id: number;
  slug: string;
  title: string;
  status: CourseStatus;
  lessonCount: number;
  publishedLessonCount: number;
  enrolmentCount: number;
  updatedAt: string;
}

/** GET /api/admin/courses/:id: the course with every lesson, drafts included, in order. */
export interface AdminCourse extends AdminCourseSummary {
  summary: string;
  description: string;
  coverImage: string | null;
  level: string | null;
  estimatedMinutes: number | null;
  topics: string[];
  publishedAt: string | null;
  lessons: AdminLessonItem[];
}

/** Why a course cannot be published, or null when it can: a reader must find at least one lesson in it. */
export function coursePublishProblem(publishedLessons: number): string | null {
  return publishedLessons > 0 ? null : 'A course needs at least one published lesson before it is published.';
}

/** Why a new order is not one of the course's lessons, each once, or null when it is. */
export function lessonOrderProblem(lessonIds: readonly number[], courseLessonIds: readonly number[]): string | null {
  const given = new Set(lessonIds);
  if (given.size !== lessonIds.length) return 'The new order names a lesson twice.';
  const known = new Set(courseLessonIds);
  if (lessonIds.some((id) => !known.has(id))) return 'The new order names a lesson of another course.';
  if (given.size !== known.size) return "The new order must name every one of the course's lessons.";
  return null;
}
