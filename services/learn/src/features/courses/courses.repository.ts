import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ArrayContains, DataSource, In, IsNull, Not, Repository } from 'typeorm';
import type { CourseSeed } from '../seed/course-file.js';
import { upsertSeeded } from '../seed/upsert-seeded.js';
import { CourseEntity } from './course.entity.js';
import { linkLessonsToQuizzes, writeCourseDraft, writeLessons } from './course-lessons.js';
import { LessonEntity } from './lesson.entity.js';

const PUBLISHED = { publishedAt: Not(IsNull()) };

/** A course with the number of its published lessons. */
export type CountedCourse = CourseEntity & { lessonCount: number };

/** A lesson as its course lists it: no body. */
export interface LessonItem {
  id: number;
  courseId: number;
  slug: string;
  title: string;
  position: number;
  quizSlug: string | null;
}

/** Courses and their ordered lessons as readers see them: published ones only, drafts never. */
@Injectable()
export class CoursesRepository {
  constructor(
    @InjectRepository(CourseEntity) private readonly courses: Repository<CourseEntity>,
    @InjectRepository(LessonEntity) private readonly lessons: Repository<LessonEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /** Courses by title (index courses_title_idx), with a topic only those filed under it (courses_topics_idx). */
  async list(limit: number, topic?: string): Promise<CountedCourse[]> {
    return this.withLessonCounts(
      await this.courses.find({
        where: topic === undefined ? PUBLISHED : { ...PUBLISHED, topics: ArrayContains([topic]) },
        order: { title: 'ASC', id: 'ASC' },
        take: limit,
      }),
    );
  }

  async findBySlug(slug: string): Promise<CountedCourse | null> {
    const course = await this.courses.findOneBy({ slug, ...PUBLISHED });
    return course ? (await this.withLessonCounts([course]))[0] : null;
  }

  /**
   * The published lessons of these courses, each course's in order and numbered from 1 without the drafts between
   * them, with the slug of the quiz each links to if published.
   */
  async lessonsOf(courseIds: number[]): Promise<LessonItem[]> {
    if (courseIds.length === 0) return [];
    const rows = await this.lessons.find({
      select: {
        id: true,
        courseId: true,
        slug: true,
        title: true,
        position: true,
        quiz: { slug: true, publishedAt: true },
      },
      relations: { quiz: true },
      where: { courseId: In(courseIds), ...PUBLISHED },
      order: { courseId: 'ASC', position: 'ASC' },
    });
    const numbered = new Map<number, number>();
    return rows.map(({ quiz, ...lesson }) => {
      const position = (numbered.get(lesson.courseId) ?? 0) + 1;
      numbered.set(lesson.courseId, position);
      return { ...lesson, position, quizSlug: quiz?.publishedAt ? quiz.slug : null };
    });
  }

  async lessonBody(lessonId: number): Promise<string> {
    const lesson = await this.lessons.findOneOrFail({ select: { id: true, body: true }, where: { id: lessonId } });
    return lesson.body;
  }

  /**
   * Writes a course and its lessons from its seed; answers false when the stored hash already matched or an
   * import has written the course since (the admin's copy wins). Lessons are matched by slug, so their ids
   * (and the completions that point at them) survive edits.
   */
  upsertFromSeed(seed: CourseSeed): Promise<boolean> {
    const { lessons, draft, ...course } = seed;
    return this.dataSource.transaction(async (manager) => {
      if (await manager.exists(CourseEntity, { where: { slug: course.slug, editedAt: Not(IsNull()) } })) return false;
      const courseId = await upsertSeeded(manager, CourseEntity, course, [
        'title',
        'summary',
        'description',
        'cover_image',
        'level',
        'estimated_minutes',
        'topics',
      ]);
      if (courseId === null) return false;
      await writeCourseDraft(manager, courseId, draft);
      await writeLessons(manager, courseId, lessons);
      return true;
    });
  }

  /** Links every lesson to its quiz by slug: a quiz may have been created after its lesson was written. */
  linkLessonsToQuizzes(): Promise<void> {
    return linkLessonsToQuizzes(this.dataSource.manager);
  }

  /** The courses with their lesson counts, from one grouped count (index lessons_course_position_idx). */
  private async withLessonCounts(courses: CourseEntity[]): Promise<CountedCourse[]> {
    if (courses.length === 0) return [];
    const counts = await this.lessons
      .createQueryBuilder('lesson')
      .select('lesson.courseId', 'courseId')
      .addSelect('COUNT(*)::int', 'count')
      .where({ courseId: In(courses.map((course) => course.id)), ...PUBLISHED })
      .groupBy('lesson.courseId')
      .getRawMany<{ courseId: number; count: number }>();
    const byCourse = new Map(counts.map((row) => [row.courseId, row.count]));
    return courses.map((course) => Object.assign(course, { lessonCount: byCourse.get(course.id) ?? 0 }));
  }
}
