import type { AdminCourse, AdminCourseSummary, AdminLesson, AdminLessonItem, CourseStatus } from '@site/contracts';
import type { CourseEntity } from '../courses/course.entity.js';
import type { LessonEntity } from '../courses/lesson.entity.js';

/** A row of the editor's course list as the repository reads it. */
export interface AdminCourseListRow {
  id: number;
  slug: string;
  title: string;
  publishedAt: Date | null;
  updatedAt: Date;
  lessonCount: number;
  publishedLessonCount: number;
  enrolmentCount: number;
}

/** A lesson with the readers who completed it. */
export type CountedLesson = LessonEntity & { completionCount: number };

const statusOf = (publishedAt: Date | null): CourseStatus => (publishedAt ? 'published' : 'draft');

export const toAdminCourseSummary = (row: AdminCourseListRow): AdminCourseSummary => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  status: statusOf(row.publishedAt),
  lessonCount: row.lessonCount,
  publishedLessonCount: row.publishedLessonCount,
  enrolmentCount: row.enrolmentCount,
  updatedAt: new Date(row.updatedAt).toISOString(),
});

export const toAdminLessonItem = (lesson: CountedLesson): AdminLessonItem => ({
  id: lesson.id,
  slug: lesson.slug,
  title: lesson.title,
  position: lesson.position,
  status: statusOf(lesson.publishedAt),
  completionCount: lesson.completionCount,
});

export const toAdminLesson = (lesson: CountedLesson): AdminLesson => ({
  ...toAdminLessonItem(lesson),
  courseId: lesson.courseId,
  body: lesson.body,
  publishedAt: lesson.publishedAt?.toISOString() ?? null,
  updatedAt: lesson.updatedAt.toISOString(),
});

export function toAdminCourse(course: CourseEntity, lessons: CountedLesson[], enrolmentCount: number): AdminCourse {
  return {
    ...toAdminCourseSummary({
      ...course,
      lessonCount: lessons.length,
      publishedLessonCount: lessons.filter((lesson) => lesson.publishedAt).length,
      enrolmentCount,
    }),
    summary: course.summary,
    description: course.description,
    coverImage: course.coverImage,
    level: course.level,
    estimatedMinutes: course.estimatedMinutes,
    topics: course.topics,
    publishedAt: course.publishedAt?.toISOString() ?? null,
    lessons: lessons.map(toAdminLessonItem),
  };
}
