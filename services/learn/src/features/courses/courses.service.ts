import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type {
  CourseDetail,
  CourseLessonItem,
  CourseProgress,
  CourseSummary,
  Enrolment,
  LessonCompletion,
  LessonContent,
  MyCourse,
} from '@site/contracts';
import { MarkdownRenderer } from '@site/markdown-render';
import type { CallerIdentity } from '@site/service-kit';
import { DataSource } from 'typeorm';
import { coverImageOrNull } from '../quizzes/standalone-quiz.js';
import { progressOf } from './progress.js';

export const COURSE_LIST_MAX = 100;

interface CourseRow extends Omit<CourseSummary, 'lessonCount'> {
  id: number;
  description: string;
  lessonCount: number | string;
}

interface LessonRow extends CourseLessonItem {
  id: number;
}

const SUMMARY_COLUMNS = `c.id, c.slug, c.title, c.summary, c.description, c.cover_image AS "coverImage", c.level,
  c.estimated_minutes AS "estimatedMinutes",
  (SELECT count(*)::int FROM learn.lessons l WHERE l.course_id = c.id) AS "lessonCount"`;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toSummary(row: CourseRow): CourseSummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    coverImage: coverImageOrNull(row.coverImage),
    level: row.level,
    estimatedMinutes: row.estimatedMinutes,
    lessonCount: Number(row.lessonCount),
  };
}

@Injectable()
export class CoursesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly renderer: MarkdownRenderer,
  ) {}

  /** All courses by title (bounded). */
  async list(): Promise<CourseSummary[]> {
    const rows: CourseRow[] = await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS} FROM learn.courses c ORDER BY c.title, c.id LIMIT ${COURSE_LIST_MAX}`,
    );
    return rows.map(toSummary);
  }

  /** A course with its ordered lessons; enrolment and progress for a signed-in caller. */
  async detail(slug: string, caller: CallerIdentity | null): Promise<CourseDetail> {
    const course = await this.course(slug);
    const lessons = await this.lessons(course.id, caller?.userId ?? null);
    const enrolledAt = caller ? await this.enrolledAt(caller.userId, course.id) : null;
    return {
      ...toSummary(course),
      description: course.description,
      lessons: lessons.map(({ id: _id, ...lesson }) => lesson),
      enrolled: enrolledAt !== null,
      progress: caller ? progressFromLessons(lessons) : null,
    };
  }

  /** A lesson's markdown and its sanitised HTML: the first lesson is open to everyone, the others to enrolled users. */
  async lesson(slug: string, lessonSlug: string, caller: CallerIdentity | null): Promise<LessonContent> {
    const course = await this.course(slug);
    const lessons = await this.lessons(course.id, caller?.userId ?? null);
    const index = lessons.findIndex((lesson) => lesson.slug === lessonSlug);
    if (index < 0) throw new NotFoundException('Lesson not found.');
    if (index > 0 && !caller?.isAdmin) {
      if (!caller) throw new ForbiddenException('Log in and enrol in this course to read this lesson.');
      if ((await this.enrolledAt(caller.userId, course.id)) === null) {
        throw new ForbiddenException('Enrol in this course to read this lesson.');
      }
    }
    const lesson = lessons[index];
    const [{ body }]: { body: string }[] = await this.dataSource.query('SELECT body FROM learn.lessons WHERE id = $1', [
      lesson.id,
    ]);
    return {
      courseSlug: course.slug,
      slug: lesson.slug,
      title: lesson.title,
      position: lesson.position,
      body,
      html: this.renderer.render(`lesson:${lesson.id}`, body).html,
      quizSlug: lesson.quizSlug,
      previousSlug: lessons[index - 1]?.slug ?? null,
      nextSlug: lessons[index + 1]?.slug ?? null,
      completed: lesson.completed,
    };
  }

  /** Enrols the caller; a second call answers the same enrolment (`created` false). */
  async enroll(userId: number, slug: string): Promise<{ enrolment: Enrolment; created: boolean }> {
    const course = await this.course(slug);
    const inserted: { createdAt: Date | string }[] = await this.dataSource.query(
      `INSERT INTO learn.enrolments (user_id, course_id) VALUES ($1, $2)
       ON CONFLICT (user_id, course_id) DO NOTHING
       RETURNING created_at AS "createdAt"`,
      [userId, course.id],
    );
    const enrolledAt = inserted[0]?.createdAt ?? (await this.enrolledAt(userId, course.id));
    const lessons = await this.lessons(course.id, userId);
    return {
      enrolment: {
        courseSlug: course.slug,
        enrolledAt: iso(enrolledAt as Date | string),
        progress: progressFromLessons(lessons),
      },
      created: inserted.length > 0,
    };
  }

  /** Marks a lesson done for an enrolled caller; doing it again changes nothing. */
  async complete(userId: number, slug: string, lessonSlug: string): Promise<LessonCompletion> {
    const course = await this.course(slug);
    const lessons = await this.lessons(course.id, userId);
    const lesson = lessons.find((item) => item.slug === lessonSlug);
    if (!lesson) throw new NotFoundException('Lesson not found.');
    if ((await this.enrolledAt(userId, course.id)) === null) {
      throw new ForbiddenException('Enrol in this course before completing its lessons.');
    }
    await this.dataSource.query(
      `INSERT INTO learn.lesson_completions (user_id, lesson_id) VALUES ($1, $2)
       ON CONFLICT (user_id, lesson_id) DO NOTHING`,
      [userId, lesson.id],
    );
    const [{ completedAt }]: { completedAt: Date | string }[] = await this.dataSource.query(
      `SELECT completed_at AS "completedAt" FROM learn.lesson_completions WHERE user_id = $1 AND lesson_id = $2`,
      [userId, lesson.id],
    );
    const done = lessons.map((item) => (item.id === lesson.id ? { ...item, completed: true } : item));
    return {
      courseSlug: course.slug,
      lessonSlug: lesson.slug,
      completedAt: iso(completedAt),
      progress: progressFromLessons(done),
    };
  }

  /** The caller's courses, most recently enrolled first (bounded). */
  async mine(userId: number): Promise<MyCourse[]> {
    const rows: (CourseRow & { enrolledAt: Date | string; completed: number; nextLessonSlug: string | null })[] =
      await this.dataSource.query(
        `SELECT ${SUMMARY_COLUMNS}, e.created_at AS "enrolledAt",
                (SELECT count(*)::int FROM learn.lesson_completions lc JOIN learn.lessons l ON l.id = lc.lesson_id
                  WHERE l.course_id = c.id AND lc.user_id = $1) AS completed,
                (SELECT l.slug FROM learn.lessons l
                  WHERE l.course_id = c.id AND NOT EXISTS (
                    SELECT 1 FROM learn.lesson_completions lc WHERE lc.lesson_id = l.id AND lc.user_id = $1)
                  ORDER BY l.position LIMIT 1) AS "nextLessonSlug"
           FROM learn.enrolments e JOIN learn.courses c ON c.id = e.course_id
          WHERE e.user_id = $1
          ORDER BY e.created_at DESC, e.id DESC
          LIMIT ${COURSE_LIST_MAX}`,
        [userId],
      );
    return rows.map((row) => ({
      ...toSummary(row),
      enrolledAt: iso(row.enrolledAt),
      progress: progressOf(Number(row.completed), Number(row.lessonCount)),
      nextLessonSlug: row.nextLessonSlug,
    }));
  }

  private async course(slug: string): Promise<CourseRow> {
    const rows: CourseRow[] = await this.dataSource.query(
      `SELECT ${SUMMARY_COLUMNS} FROM learn.courses c WHERE c.slug = $1`,
      [slug],
    );
    if (rows.length === 0) throw new NotFoundException('Course not found.');
    return rows[0];
  }

  /** Lessons in order, each marked completed for the given user (none for a visitor). */
  private lessons(courseId: number, userId: number | null): Promise<LessonRow[]> {
    return this.dataSource.query(
      `SELECT l.id, l.slug, l.title, l.position, q.slug AS "quizSlug",
              EXISTS (SELECT 1 FROM learn.lesson_completions lc WHERE lc.lesson_id = l.id AND lc.user_id = $2) AS completed
         FROM learn.lessons l LEFT JOIN learn.quizzes q ON q.id = l.quiz_id
        WHERE l.course_id = $1
        ORDER BY l.position`,
      [courseId, userId ?? -1],
    );
  }

  private async enrolledAt(userId: number, courseId: number): Promise<Date | string | null> {
    const rows: { createdAt: Date | string }[] = await this.dataSource.query(
      `SELECT created_at AS "createdAt" FROM learn.enrolments WHERE user_id = $1 AND course_id = $2`,
      [userId, courseId],
    );
    return rows[0]?.createdAt ?? null;
  }
}

function progressFromLessons(lessons: CourseLessonItem[]): CourseProgress {
  return progressOf(lessons.filter((lesson) => lesson.completed).length, lessons.length);
}
