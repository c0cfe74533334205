import type { CourseEntity } from '../../src/features/courses/course.entity.js';
import type { CountedCourse, CoursesRepository, LessonItem } from '../../src/features/courses/courses.repository.js';
import type { EnrolmentEntity } from '../../src/features/courses/enrolment.entity.js';
import type { EnrolmentsRepository } from '../../src/features/courses/enrolments.repository.js';

type NewCourse = Partial<CourseEntity> & Pick<CourseEntity, 'slug'>;
type StoredLesson = LessonItem & { body: string };

/** An in-memory CoursesRepository for unit tests of services. Seeding is tested on PostgreSQL instead. */
export class FakeCourses implements Omit<CoursesRepository, 'upsertFromSeed' | 'linkLessonsToQuizzes'> {
  readonly courses: CourseEntity[] = [];
  readonly lessons: StoredLesson[] = [];

  /** A course with lessons named by slug, in that order; the last one links to a quiz. */
  add(course: NewCourse, lessonSlugs: string[]): CourseEntity {
    const stored: CourseEntity = {
      id: this.courses.length + 1,
      title: course.slug,
      summary: '',
      description: '',
      coverImage: null,
      level: null,
      estimatedMinutes: null,
      topics: [],
      contentHash: '0'.repeat(64),
      editedAt: null,
      createdAt: new Date(),
      updatedAt: new Date(),
      ...course,
    };
    this.courses.push(stored);
    lessonSlugs.forEach((slug, index) => {
      const id = this.lessons.length + 1;
      const last = index === lessonSlugs.length - 1;
      this.lessons.push({
        id,
        courseId: stored.id,
        slug,
        title: `Lesson ${slug}`,
        position: index + 1,
        quizSlug: last ? `${course.slug}-check` : null,
        body: `## ${slug}`,
      });
    });
    return stored;
  }

  private counted(course: CourseEntity): CountedCourse {
    return { ...course, lessonCount: this.lessons.filter((lesson) => lesson.courseId === course.id).length };
  }

  async list(limit: number, topic?: string) {
    return this.courses
      .filter((course) => topic === undefined || course.topics.includes(topic))
      .sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id)
      .slice(0, limit)
      .map((course) => this.counted(course));
  }

  async findBySlug(slug: string) {
    const course = this.courses.find((item) => item.slug === slug);
    return course ? this.counted(course) : null;
  }

  async lessonsOf(courseIds: number[]) {
    return this.lessons
      .filter((lesson) => courseIds.includes(lesson.courseId))
      .sort((a, b) => a.courseId - b.courseId || a.position - b.position)
      .map(({ body: _body, ...lesson }) => lesson);
  }

  async lessonBody(lessonId: number) {
    return this.lessons.find((lesson) => lesson.id === lessonId)!.body;
  }

  asRepository(): CoursesRepository {
    return this as unknown as CoursesRepository;
  }
}

/** An in-memory EnrolmentsRepository: one enrolment per user and course, one completion per user and lesson. */
export class FakeEnrolments implements Pick<EnrolmentsRepository, keyof EnrolmentsRepository> {
  readonly enrolments: EnrolmentEntity[] = [];
  readonly completions: { userId: number; lessonId: number; completedAt: Date }[] = [];

  constructor(
    private readonly courses: FakeCourses,
    private readonly now: () => Date,
  ) {}

  async enrolledAt(userId: number, courseId: number) {
    return this.enrolments.find((row) => row.userId === userId && row.courseId === courseId)?.createdAt ?? null;
  }

  async enrol(userId: number, courseId: number) {
    const existing = await this.enrolledAt(userId, courseId);
    if (existing) return { enrolledAt: existing, created: false };
    const course = this.courses.courses.find((item) => item.id === courseId)!;
    const enrolment = { id: this.enrolments.length + 1, userId, courseId, course, createdAt: this.now() };
    this.enrolments.push(enrolment);
    return { enrolledAt: enrolment.createdAt, created: true };
  }

  async ofUser(userId: number, limit: number) {
    return this.enrolments
      .filter((row) => row.userId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .slice(0, limit);
  }

  async completedAmong(userId: number, lessonIds: number[]) {
    const done = this.completions.filter((row) => row.userId === userId && lessonIds.includes(row.lessonId));
    return new Set(done.map((row) => row.lessonId));
  }

  async complete(userId: number, lessonId: number) {
    const existing = this.completions.find((row) => row.userId === userId && row.lessonId === lessonId);
    if (existing) return existing.completedAt;
    const completion = { userId, lessonId, completedAt: this.now() };
    this.completions.push(completion);
    return completion.completedAt;
  }

  asRepository(): EnrolmentsRepository {
    return this as unknown as EnrolmentsRepository;
  }
}
