import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Not, Repository, type EntityManager } from 'typeorm';
import { slugCheckedTransaction } from '../../database/slug-taken.js';
import { CourseEntity } from '../courses/course.entity.js';
import { EnrolmentEntity } from '../courses/enrolment.entity.js';
import { LessonCompletionEntity } from '../courses/lesson-completion.entity.js';
import { LessonEntity } from '../courses/lesson.entity.js';
import type { AdminCourseListRow, CountedLesson } from './admin-course-view.js';
import type { LessonRef } from './lesson-ref.pipe.js';

/** The course fields the editor sets; the lessons are written one by one. */
export interface CourseFields {
  slug: string;
  title: string;
  summary: string;
  description: string;
  coverImage: string | null;
  level: string | null;
  estimatedMinutes: number | null;
  topics: string[];
}

export interface LessonFields {
  slug: string;
  title: string;
  body: string;
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * Every course and lesson, drafts included, for the admin editor. Each write marks the course edited, so its
 * seed files no longer rewrite what the author changed here.
 */
@Injectable()
export class AdminCoursesRepository {
  constructor(
    @InjectRepository(CourseEntity) private readonly courses: Repository<CourseEntity>,
    @InjectRepository(LessonEntity) private readonly lessons: Repository<LessonEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /** Every course, last edited first, with its lessons and enrolments counted. */
  list(): Promise<AdminCourseListRow[]> {
    return this.courses
      .createQueryBuilder('course')
      .select('course.id', 'id')
      .addSelect('course.slug', 'slug')
      .addSelect('course.title', 'title')
      .addSelect('course.publishedAt', 'publishedAt')
      .addSelect('course.updatedAt', 'updatedAt')
      .addSelect(
        (count) => count.select('COUNT(*)::int').from(LessonEntity, 'lesson').where('lesson.courseId = course.id'),
        'lessonCount',
      )
      .addSelect(
        (count) =>
          count
            .select('COUNT(*)::int')
            .from(LessonEntity, 'lesson')
            .where('lesson.courseId = course.id AND lesson.publishedAt IS NOT NULL'),
        'publishedLessonCount',
      )
      .addSelect(
        (count) =>
          count.select('COUNT(*)::int').from(EnrolmentEntity, 'enrolment').where('enrolment.courseId = course.id'),
        'enrolmentCount',
      )
      .orderBy('course.updatedAt', 'DESC')
      .addOrderBy('course.id', 'DESC')
      .getRawMany<AdminCourseListRow>();
  }

  /** `12` finds by id, anything else by slug. */
  find(idOrSlug: string): Promise<CourseEntity | null> {
    return this.courses.findOneBy(/^\d{1,9}$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug });
  }

  enrolmentCount(courseId: number): Promise<number> {
    return this.dataSource.manager.countBy(EnrolmentEntity, { courseId });
  }

  /** The course's lessons in order, drafts included, each with the readers who completed it. */
  async lessonsOf(courseId: number): Promise<CountedLesson[]> {
    return this.counted(await this.lessons.find({ where: { courseId }, order: { position: 'ASC', id: 'ASC' } }));
  }

  async lesson(courseId: number, ref: LessonRef): Promise<CountedLesson | null> {
    const lesson = await this.lessons.findOneBy({ ...ref, courseId });
    return lesson ? (await this.counted([lesson]))[0] : null;
  }

  courseSlugTaken(slug: string, exceptId?: number): Promise<boolean> {
    return this.courses.existsBy(exceptId === undefined ? { slug } : { slug, id: Not(exceptId) });
  }

  lessonSlugTaken(courseId: number, slug: string, exceptId?: number): Promise<boolean> {
    return this.lessons.existsBy(exceptId === undefined ? { courseId, slug } : { courseId, slug, id: Not(exceptId) });
  }

  /** A new draft course; answers its id. */
  createCourse(fields: CourseFields): Promise<number> {
    return this.slugChecked(async (manager) => {
      const inserted = await manager.insert(CourseEntity, {
        ...fields,
        publishedAt: null,
        editedAt: new Date(),
        contentHash: hashOf(fields),
      });
      return Number(inserted.identifiers[0].id);
    });
  }

  updateCourse(courseId: number, fields: CourseFields): Promise<void> {
    return this.slugChecked(async (manager) => {
      await manager.update(CourseEntity, { id: courseId }, { ...fields, editedAt: new Date() });
    });
  }

  /** Publishes (keeping the first publication's date) or takes the course back to a draft. */
  async setCoursePublished(courseId: number, published: boolean): Promise<void> {
    await this.courses
      .createQueryBuilder()
      .update()
      .set({ publishedAt: published ? () => 'COALESCE(published_at, now())' : null, editedAt: () => 'now()' })
      .where({ id: courseId })
      .execute();
  }

  /** Deletes the course only if nobody is enrolled (checked in the same statement); false otherwise. */
  async deleteUnenrolled(courseId: number): Promise<boolean> {
    const enrolled = this.dataSource
      .createQueryBuilder()
      .select('1')
      .from(EnrolmentEntity, 'enrolment')
      .where('enrolment.course_id = :courseId')
      .getQuery();
    const deleted = await this.courses
      .createQueryBuilder()
      .delete()
      .where('id = :courseId', { courseId })
      .andWhere(`NOT EXISTS (${enrolled})`)
      .execute();
    return (deleted.affected ?? 0) > 0;
  }

  /** A new draft lesson after the course's last; answers its id. */
  createLesson(courseId: number, fields: LessonFields): Promise<number> {
    return this.slugChecked(async (manager) => {
      const last = await manager.maximum(LessonEntity, 'position', { courseId });
      const inserted = await manager.insert(LessonEntity, {
        ...fields,
        courseId,
        position: (last ?? 0) + 1,
        quizSlug: null,
        quizId: null,
        publishedAt: null,
      });
      await this.markEdited(manager, courseId);
      return Number(inserted.identifiers[0].id);
    });
  }

  updateLesson(courseId: number, lessonId: number, fields: LessonFields): Promise<void> {
    return this.slugChecked(async (manager) => {
      await manager.update(LessonEntity, { id: lessonId, courseId }, fields);
      await this.markEdited(manager, courseId);
    });
  }

  async setLessonPublished(courseId: number, lessonId: number, published: boolean): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager
        .createQueryBuilder()
        .update(LessonEntity)
        .set({ publishedAt: published ? () => 'COALESCE(published_at, now())' : null })
        .where({ id: lessonId, courseId })
        .execute();
      await this.markEdited(manager, courseId);
    });
  }

  /**
   * Puts the lessons in the given order (positions 1…n). Completions point at lesson ids, never at positions, so
   * every reader's progress is the same after as before.
   */
  async reorder(courseId: number, lessonIds: number[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE learn.lessons l SET position = o.position, updated_at = now()
         FROM unnest($1::int[]) WITH ORDINALITY AS o(id, position)
         WHERE l.id = o.id AND l.course_id = $2 AND l.position <> o.position`,
        [lessonIds, courseId],
      );
      await this.markEdited(manager, courseId);
    });
  }

  /** Deletes the lesson only if no reader completed it, closing the gap in the order; false otherwise. */
  async deleteUncompletedLesson(courseId: number, lessonId: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const completed = manager
        .createQueryBuilder()
        .select('1')
        .from(LessonCompletionEntity, 'completion')
        .where('completion.lesson_id = :lessonId')
        .getQuery();
      const deleted = await manager
        .createQueryBuilder()
        .delete()
        .from(LessonEntity)
        .where('id = :lessonId AND course_id = :courseId', { lessonId, courseId })
        .andWhere(`NOT EXISTS (${completed})`)
        .execute();
      if ((deleted.affected ?? 0) === 0) return false;
      await manager.query(
        `UPDATE learn.lessons l SET position = o.position
         FROM (SELECT id, row_number() OVER (ORDER BY position, id)::int AS position
               FROM learn.lessons WHERE course_id = $1) o
         WHERE l.id = o.id AND l.position <> o.position`,
        [courseId],
      );
      await this.markEdited(manager, courseId);
      return true;
    });
  }

  /** The lessons with the readers who completed each, from one grouped count (index lesson_completions_lesson_idx). */
  private async counted(lessons: LessonEntity[]): Promise<CountedLesson[]> {
    if (lessons.length === 0) return [];
    const counts = await this.dataSource
      .createQueryBuilder()
      .select('completion.lesson_id', 'lessonId')
      .addSelect('COUNT(*)::int', 'count')
      .from(LessonCompletionEntity, 'completion')
      .where('completion.lesson_id IN (:...ids)', { ids: lessons.map((lesson) => lesson.id) })
      .groupBy('completion.lesson_id')
      .getRawMany<{ lessonId: number; count: number }>();
    const byLesson = new Map(counts.map((row) => [row.lessonId, row.count]));
    return lessons.map((lesson) => Object.assign(lesson, { completionCount: byLesson.get(lesson.id) ?? 0 }));
  }

  /** The course now holds the author's work: its seed files leave it alone from here on. */
  private async markEdited(manager: EntityManager, courseId: number): Promise<void> {
    await manager.update(CourseEntity, { id: courseId }, { editedAt: new Date() });
  }

  private slugChecked<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return slugCheckedTransaction(this.dataSource, work);
  }
}
