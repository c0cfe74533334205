import { Injectable } from '@nestjs/common';
import type { ImportKindReport } from '@site/contracts';
import { In, type EntityManager } from 'typeorm';
import { CourseEntity } from '../courses/course.entity.js';
import { linkLessonsToQuizzes, writeCourseDraft, writeLessons } from '../courses/course-lessons.js';
import { LessonEntity } from '../courses/lesson.entity.js';
import type { CourseSeed } from '../seed/course-file.js';
import { canonicalJson } from './quiz-record.js';
import { courseRecordOf, type CourseRecord } from './course-record.js';

/** Courses with their ordered lessons, in and out of the archive, inside the caller's transaction. */
@Injectable()
export class CoursesTransferRepository {
  async all(manager: EntityManager): Promise<CourseRecord[]> {
    const courses = await manager.find(CourseEntity, { order: { slug: 'ASC' } });
    const lessons = await lessonsByCourse(manager, courses);
    return courses.map((course) => courseRecordOf(course, lessons.get(course.id) ?? []));
  }

  /**
   * Creates the new courses and rewrites the changed ones with their lessons matched by slug, so enrolments
   * and the completions of lessons that stay are kept. Then links every lesson to its quiz, as the seed does
   * at start: the archive's quizzes are written first, and a lesson may name one it just created.
   */
  async write(
    manager: EntityManager,
    courses: { record: CourseRecord; seed: CourseSeed }[],
  ): Promise<ImportKindReport> {
    const report = { kind: 'courses', created: 0, updated: 0, unchanged: 0 };
    const existing =
      courses.length === 0
        ? []
        : await manager.find(CourseEntity, { where: { slug: In(courses.map(({ record }) => record.slug)) } });
    const bySlug = new Map(existing.map((course) => [course.slug, course]));
    const lessons = await lessonsByCourse(manager, existing);
    for (const { record, seed } of courses) {
      const course = bySlug.get(record.slug);
      if (course && canonicalJson(courseRecordOf(course, lessons.get(course.id) ?? [])) === canonicalJson(record)) {
        report.unchanged += 1;
        continue;
      }
      const { lessons: lessonSeeds, draft, ...fields } = record;
      // Imported by the admin: the seed files no longer rewrite it.
      const values = { ...fields, contentHash: seed.contentHash, editedAt: new Date() };
      let courseId = course?.id;
      if (courseId === undefined) {
        const inserted = await manager.insert(CourseEntity, values);
        courseId = Number(inserted.identifiers[0].id);
        report.created += 1;
      } else {
        await manager.update(CourseEntity, { id: courseId }, values);
        report.updated += 1;
      }
      await writeCourseDraft(manager, courseId, draft);
      await writeLessons(manager, courseId, lessonSeeds);
    }
    await linkLessonsToQuizzes(manager);
    return report;
  }
}

/** The lessons of these courses, by course, from one query (index lessons_course_position_idx). */
async function lessonsByCourse(manager: EntityManager, courses: CourseEntity[]): Promise<Map<number, LessonEntity[]>> {
  const byCourse = new Map<number, LessonEntity[]>();
  if (courses.length === 0) return byCourse;
  const lessons = await manager.find(LessonEntity, {
    where: { courseId: In(courses.map((course) => course.id)) },
    order: { courseId: 'ASC', position: 'ASC' },
  });
  for (const lesson of lessons) byCourse.set(lesson.courseId, [...(byCourse.get(lesson.courseId) ?? []), lesson]);
  return byCourse;
}
