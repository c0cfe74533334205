import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { MarkdownRenderer } from '@site/markdown-render';
import { FakeCourses, FakeEnrolments } from '../../../test/fakes/fake-courses.js';
import { CoursesService } from './courses.service.js';

const visitor = null;
const user = (userId: number, isAdmin = false) => ({ userId, isAdmin });

describe('CoursesService', () => {
  let courses: FakeCourses;
  let enrolments: FakeEnrolments;
  let now: Date;
  let service: CoursesService;

  beforeEach(() => {
    courses = new FakeCourses();
    courses.add({ slug: 'logic', title: 'Logic', level: 'Beginner' }, ['one', 'two', 'three']);
    courses.add({ slug: 'algebra', title: 'Algebra', coverImage: '/images/default-book.png' }, ['first', 'second']);
    now = new Date('2025-05-01T08:00:00Z');
    enrolments = new FakeEnrolments(courses, () => now);
    service = new CoursesService(courses.asRepository(), enrolments.asRepository(), new MarkdownRenderer());
  });

  it('lists the courses by title with their lesson counts', async () => {
    expect(await service.list()).toEqual([
      {
        slug: 'algebra',
        title: 'Algebra',
        summary: '',
        coverImage: null,
        level: null,
        estimatedMinutes: null,
        lessonCount: 2,
      },
      expect.objectContaining({ slug: 'logic', level: 'Beginner', lessonCount: 3 }),
    ]);
  });

  it('lists only the courses filed under a topic when asked', async () => {
    courses.courses[0].topics = ['Mathematics', 'Philosophy'];
    expect((await service.list('Philosophy')).map((course) => course.slug)).toEqual([courses.courses[0].slug]);
    expect(await service.list('Physics')).toEqual([]);
  });

  it('shows a course with its ordered lessons, and progress only to a signed-in caller', async () => {
    const seen = await service.detail('logic', visitor);
    expect(seen).toMatchObject({ slug: 'logic', enrolled: false, progress: null });
    expect(seen.lessons).toEqual([
      { slug: 'one', title: 'Lesson one', position: 1, quizSlug: null, completed: false },
      { slug: 'two', title: 'Lesson two', position: 2, quizSlug: null, completed: false },
      { slug: 'three', title: 'Lesson three', position: 3, quizSlug: 'logic-check', completed: false },
    ]);
    expect(await service.detail('logic', user(5))).toMatchObject({
      enrolled: false,
      progress: { completed: 0, total: 3, percent: 0 },
    });
    await expect(service.detail('no-such-course', visitor)).rejects.toThrow(new NotFoundException('Course not found.'));
  });

  it('opens the first lesson to everyone and the others to enrolled users and admins', async () => {
    const first = await service.lesson('logic', 'one', visitor);
    expect(first).toMatchObject({ position: 1, previousSlug: null, nextSlug: 'two', body: '## one' });
    expect(first.html).toContain('<h2>one</h2>');
    await expect(service.lesson('logic', 'two', visitor)).rejects.toThrow(
      new ForbiddenException('Log in and enrol in this course to read this lesson.'),
    );
    await expect(service.lesson('logic', 'two', user(5))).rejects.toThrow(
      new ForbiddenException('Enrol in this course to read this lesson.'),
    );
    await expect(service.lesson('logic', 'two', user(6, true))).resolves.toMatchObject({ slug: 'two' });
    await service.enroll(5, 'logic');
    await expect(service.lesson('logic', 'three', user(5))).resolves.toMatchObject({
      previousSlug: 'two',
      nextSlug: null,
      quizSlug: 'logic-check',
    });
    await expect(service.lesson('logic', 'nope', user(5))).rejects.toThrow(new NotFoundException('Lesson not found.'));
  });

  it('enrols once: the second call answers the same enrolment, not created', async () => {
    const first = await service.enroll(5, 'logic');
    expect(first).toEqual({
      enrolment: {
        courseSlug: 'logic',
        enrolledAt: now.toISOString(),
        progress: { completed: 0, total: 3, percent: 0 },
      },
      created: true,
    });
    now = new Date('2025-05-02T08:00:00Z');
    expect(await service.enroll(5, 'logic')).toEqual({ ...first, created: false });
    expect(await service.detail('logic', user(5))).toMatchObject({ enrolled: true });
    await expect(service.enroll(5, 'no-such-course')).rejects.toBeInstanceOf(NotFoundException);
  });

  it('completes lessons of enrolled callers only, idempotently', async () => {
    await expect(service.complete(5, 'logic', 'one')).rejects.toThrow(
      new ForbiddenException('Enrol in this course before completing its lessons.'),
    );
    await service.enroll(5, 'logic');
    const done = await service.complete(5, 'logic', 'one');
    expect(done).toEqual({
      courseSlug: 'logic',
      lessonSlug: 'one',
      completedAt: now.toISOString(),
      progress: { completed: 1, total: 3, percent: 33 },
    });
    now = new Date('2025-05-03T08:00:00Z');
    expect(await service.complete(5, 'logic', 'one')).toEqual(done);
    await expect(service.complete(5, 'logic', 'nope')).rejects.toBeInstanceOf(NotFoundException);
    expect((await service.detail('logic', user(5))).lessons.map((lesson) => lesson.completed)).toEqual([
      true,
      false,
      false,
    ]);
    expect((await service.detail('logic', user(7))).progress).toEqual({ completed: 0, total: 3, percent: 0 });
  });

  it("lists the caller's courses, most recent first, with progress and the next lesson", async () => {
    await service.enroll(5, 'logic');
    await service.complete(5, 'logic', 'one');
    now = new Date('2025-05-02T08:00:00Z');
    await service.enroll(5, 'algebra');
    await service.complete(5, 'algebra', 'first');
    await service.complete(5, 'algebra', 'second');
    await service.enroll(9, 'logic');
    const mine = await service.mine(5);
    expect(mine.map((course) => [course.slug, course.progress.percent, course.nextLessonSlug])).toEqual([
      ['algebra', 100, null],
      ['logic', 33, 'two'],
    ]);
    expect(mine[1]).toMatchObject({ lessonCount: 3, enrolledAt: '2025-05-01T08:00:00.000Z' });
  });
});
