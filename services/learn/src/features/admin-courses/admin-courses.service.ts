import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  coursePublishProblem,
  lessonOrderProblem,
  type AdminCourse,
  type AdminCourseInput,
  type AdminCourseSummary,
  type AdminLesson,
  type AdminLessonInput,
  type CourseStatus,
} from '@site/contracts';
import type { Worded } from '@site/service-kit';
import type { CourseEntity } from '../courses/course.entity.js';
import { SearchIndexService } from '../search/search-index.service.js';
import { toAdminCourse, toAdminCourseSummary, toAdminLesson, type CountedLesson } from './admin-course-view.js';
import { AdminCoursesRepository, type CourseFields, type LessonFields } from './admin-courses.repository.js';
import type { LessonRef } from './lesson-ref.pipe.js';
import { conflictOnSlugTaken } from '../../database/slug-taken.js';

const COURSE_SLUG_TAKEN = 'Another course already uses this slug; choose another.';
const LESSON_SLUG_TAKEN = 'Another lesson of this course already uses this slug; choose another.';

const readers = (count: number) => `${count} reader${count === 1 ? '' : 's'}`;

function courseFieldsOf(input: AdminCourseInput): CourseFields {
  return {
    slug: input.slug,
    title: input.title,
    summary: input.summary?.trim() ?? '',
    description: input.description?.trim() ?? '',
    coverImage: input.coverImage?.trim() || null,
    level: input.level?.trim() || null,
    estimatedMinutes: input.estimatedMinutes ?? null,
    topics: [...new Set(input.topics ?? [])],
  };
}

const lessonFieldsOf = (input: AdminLessonInput): LessonFields => ({
  slug: input.slug,
  title: input.title,
  body: input.body,
});

/**
 * The admin's course editor (anchor: Moodle's): courses and their ordered lessons, drafts included. Access is
 * checked by AdminGuard on the controller. Every write re-syncs site search, which finds published lessons only.
 */
@Injectable()
export class AdminCoursesService {
  constructor(
    private readonly courses: AdminCoursesRepository,
    private readonly searchIndex: SearchIndexService,
  ) {}

  async list(): Promise<AdminCourseSummary[]> {
    return (await this.courses.list()).map(toAdminCourseSummary);
  }

  async get(idOrSlug: string): Promise<AdminCourse> {
    return this.view(await this.course(idOrSlug));
  }

  async create(input: AdminCourseInput): Promise<AdminCourse> {
    if (await this.courses.courseSlugTaken(input.slug)) throw new ConflictException(COURSE_SLUG_TAKEN);
    const id = await conflictOnSlugTaken(() => this.courses.createCourse(courseFieldsOf(input)), COURSE_SLUG_TAKEN);
    return this.get(String(id));
  }

  async update(idOrSlug: string, input: AdminCourseInput): Promise<AdminCourse> {
    const course = await this.course(idOrSlug);
    if (await this.courses.courseSlugTaken(input.slug, course.id)) throw new ConflictException(COURSE_SLUG_TAKEN);
    await conflictOnSlugTaken(() => this.courses.updateCourse(course.id, courseFieldsOf(input)), COURSE_SLUG_TAKEN);
    await this.searchIndex.sync();
    return this.get(String(course.id));
  }

  async setStatus(idOrSlug: string, status: CourseStatus): Promise<Worded<AdminCourse>> {
    const course = await this.course(idOrSlug);
    if (status === 'published') {
      const problem = coursePublishProblem(
        (await this.courses.lessonsOf(course.id)).filter((lesson) => lesson.publishedAt).length,
      );
      if (problem) throw new BadRequestException(problem);
    }
    await this.courses.setCoursePublished(course.id, status === 'published');
    await this.searchIndex.sync();
    const changed = (course.publishedAt !== null) !== (status === 'published');
    const words = changed
      ? `${status === 'published' ? 'published' : 'unpublished'} the course “${course.title}”`
      : null;
    return { value: await this.get(String(course.id)), words };
  }

  async remove(idOrSlug: string): Promise<void> {
    const course = await this.course(idOrSlug);
    if (!(await this.courses.deleteUnenrolled(course.id))) {
      const enrolled = await this.courses.enrolmentCount(course.id);
      throw new ConflictException(
        `${readers(enrolled)} enrolled in this course, so it cannot be deleted: unpublish it instead.`,
      );
    }
    await this.searchIndex.sync();
  }

  /** The new order must name each of the course's lessons once; readers' completions are untouched by it. */
  async reorder(idOrSlug: string, lessonIds: number[]): Promise<AdminCourse> {
    const course = await this.course(idOrSlug);
    const lessons = await this.courses.lessonsOf(course.id);
    const problem = lessonOrderProblem(
      lessonIds,
      lessons.map((lesson) => lesson.id),
    );
    if (problem) throw new BadRequestException(problem);
    await this.courses.reorder(course.id, lessonIds);
    await this.searchIndex.sync();
    return this.get(String(course.id));
  }

  async lesson(idOrSlug: string, ref: LessonRef): Promise<AdminLesson> {
    const course = await this.course(idOrSlug);
    return toAdminLesson(await this.lessonOf(course, ref));
  }

  async createLesson(idOrSlug: string, input: AdminLessonInput): Promise<AdminLesson> {
    const course = await this.course(idOrSlug);
    if (await this.courses.lessonSlugTaken(course.id, input.slug)) throw new ConflictException(LESSON_SLUG_TAKEN);
    const id = await conflictOnSlugTaken(
      () => this.courses.createLesson(course.id, lessonFieldsOf(input)),
      LESSON_SLUG_TAKEN,
    );
    return toAdminLesson(await this.lessonOf(course, { id }));
  }

  async updateLesson(idOrSlug: string, ref: LessonRef, input: AdminLessonInput): Promise<AdminLesson> {
    const course = await this.course(idOrSlug);
    const { id: lessonId } = await this.lessonOf(course, ref);
    if (await this.courses.lessonSlugTaken(course.id, input.slug, lessonId)) {
      throw new ConflictException(LESSON_SLUG_TAKEN);
    }
    await conflictOnSlugTaken(
      () => this.courses.updateLesson(course.id, lessonId, lessonFieldsOf(input)),
      LESSON_SLUG_TAKEN,
    );
    await this.searchIndex.sync();
    return toAdminLesson(await this.lessonOf(course, { id: lessonId }));
  }

  async setLessonStatus(idOrSlug: string, ref: LessonRef, status: CourseStatus): Promise<Worded<AdminLesson>> {
    const course = await this.course(idOrSlug);
    const lesson = await this.lessonOf(course, ref);
    await this.courses.setLessonPublished(course.id, lesson.id, status === 'published');
    await this.searchIndex.sync();
    const changed = (lesson.publishedAt !== null) !== (status === 'published');
    const verb = status === 'published' ? 'published' : 'unpublished';
    return {
      value: toAdminLesson(await this.lessonOf(course, { id: lesson.id })),
      words: changed ? `${verb} the lesson “${lesson.title}” of “${course.title}”` : null,
    };
  }

  async removeLesson(idOrSlug: string, ref: LessonRef): Promise<void> {
    const course = await this.course(idOrSlug);
    const lesson = await this.lessonOf(course, ref);
    if (!(await this.courses.deleteUncompletedLesson(course.id, lesson.id))) {
      throw new ConflictException(
        `${readers(lesson.completionCount)} completed this lesson, so it cannot be deleted: unpublish it instead.`,
      );
    }
    await this.searchIndex.sync();
  }

  private async course(idOrSlug: string): Promise<CourseEntity> {
    const course = await this.courses.find(idOrSlug);
    if (!course) throw new NotFoundException('Course not found.');
    return course;
  }

  private async lessonOf(course: CourseEntity, ref: LessonRef): Promise<CountedLesson> {
    const lesson = await this.courses.lesson(course.id, ref);
    if (!lesson) throw new NotFoundException('Lesson not found in this course.');
    return lesson;
  }

  private async view(course: CourseEntity): Promise<AdminCourse> {
    const [lessons, enrolments] = await Promise.all([
      this.courses.lessonsOf(course.id),
      this.courses.enrolmentCount(course.id),
    ]);
    return toAdminCourse(course, lessons, enrolments);
  }
}
