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
import { coverImageOrNull } from '../quizzes/standalone-quiz.js';
import { CoursesRepository, type CountedCourse, type LessonItem } from './courses.repository.js';
import { EnrolmentsRepository } from './enrolments.repository.js';
import { progressOf } from './progress.js';

export const COURSE_LIST_MAX = 100;

/** A lesson of the course page, marked completed for the caller. */
type MarkedLesson = LessonItem & { completed: boolean };

function toSummary(course: CountedCourse): CourseSummary {
  return {
    slug: course.slug,
    title: course.title,
    summary: course.summary,
    coverImage: coverImageOrNull(course.coverImage),
    level: course.level,
    estimatedMinutes: course.estimatedMinutes,
    lessonCount: course.lessonCount,
  };
}

const toItem = ({ slug, title, position, quizSlug, completed }: MarkedLesson): CourseLessonItem => ({
  slug,
  title,
  position,
  quizSlug,
  completed,
});

function progressFromLessons(lessons: { completed: boolean }[]): CourseProgress {
  return progressOf(lessons.filter((lesson) => lesson.completed).length, lessons.length);
}

@Injectable()
export class CoursesService {
  constructor(
    private readonly courses: CoursesRepository,
    private readonly enrolments: EnrolmentsRepository,
    private readonly renderer: MarkdownRenderer,
  ) {}

  /** All courses by title (bounded); with a topic, only those filed under it. */
  async list(topic?: string): Promise<CourseSummary[]> {
    return (await this.courses.list(COURSE_LIST_MAX, topic)).map(toSummary);
  }

  /** A course with its ordered lessons; enrolment and progress for a signed-in caller. */
  async detail(slug: string, caller: CallerIdentity | null): Promise<CourseDetail> {
    const course = await this.course(slug);
    const lessons = await this.lessons(course.id, caller?.userId ?? null);
    const enrolledAt = caller ? await this.enrolments.enrolledAt(caller.userId, course.id) : null;
    return {
      ...toSummary(course),
      description: course.description,
      lessons: lessons.map(toItem),
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
      if ((await this.enrolments.enrolledAt(caller.userId, course.id)) === null) {
        throw new ForbiddenException('Enrol in this course to read this lesson.');
      }
    }
    const lesson = lessons[index];
    const body = await this.courses.lessonBody(lesson.id);
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
    const { enrolledAt, created } = await this.enrolments.enrol(userId, course.id);
    const lessons = await this.lessons(course.id, userId);
    return {
      enrolment: {
        courseSlug: course.slug,
        enrolledAt: enrolledAt.toISOString(),
        progress: progressFromLessons(lessons),
      },
      created,
    };
  }

  /** Marks a lesson done for an enrolled caller; doing it again changes nothing. */
  async complete(userId: number, slug: string, lessonSlug: string): Promise<LessonCompletion> {
    const course = await this.course(slug);
    const lessons = await this.lessons(course.id, userId);
    const lesson = lessons.find((item) => item.slug === lessonSlug);
    if (!lesson) throw new NotFoundException('Lesson not found.');
    if ((await this.enrolments.enrolledAt(userId, course.id)) === null) {
      throw new ForbiddenException('Enrol in this course before completing its lessons.');
    }
    const completedAt = await this.enrolments.complete(userId, lesson.id);
    const done = lessons.map((item) => (item.id === lesson.id ? { ...item, completed: true } : item));
    return {
      courseSlug: course.slug,
      lessonSlug: lesson.slug,
      completedAt: completedAt.toISOString(),
      progress: progressFromLessons(done),
    };
  }

  /** The caller's courses, most recently enrolled first (bounded), each with its progress and next lesson. */
  async mine(userId: number): Promise<MyCourse[]> {
    // A course the author took back to a draft leaves the reader's list with it; their progress waits for its return.
    const enrolments = (await this.enrolments.ofUser(userId, COURSE_LIST_MAX)).filter(
      ({ course }) => course.publishedAt,
    );
    const lessons = await this.courses.lessonsOf(enrolments.map((enrolment) => enrolment.courseId));
    const completed = await this.enrolments.completedAmong(
      userId,
      lessons.map((lesson) => lesson.id),
    );
    return enrolments.map(({ course, createdAt }) => {
      const own = lessons
        .filter((lesson) => lesson.courseId === course.id)
        .map((lesson) => ({ ...lesson, completed: completed.has(lesson.id) }));
      return {
        ...toSummary({ ...course, lessonCount: own.length }),
        enrolledAt: createdAt.toISOString(),
        progress: progressFromLessons(own),
        nextLessonSlug: own.find((lesson) => !lesson.completed)?.slug ?? null,
      };
    });
  }

  private async course(slug: string): Promise<CountedCourse> {
    const course = await this.courses.findBySlug(slug);
    if (!course) throw new NotFoundException('Course not found.');
    return course;
  }

  /** Lessons in order, each marked completed for the given user (none for a visitor). */
  private async lessons(courseId: number, userId: number | null): Promise<MarkedLesson[]> {
    const lessons = await this.courses.lessonsOf([courseId]);
    const completed =
      userId === null
        ? new Set<number>()
        : await this.enrolments.completedAmong(
            userId,
            lessons.map((lesson) => lesson.id),
          );
    return lessons.map((lesson) => ({ ...lesson, completed: completed.has(lesson.id) }));
  }
}
