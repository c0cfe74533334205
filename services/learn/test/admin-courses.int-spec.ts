import type { AdminCourse, AdminCourseInput, AdminLesson, CourseDetail, ServiceSearchAnswer } from '@site/contracts';
import { SUITE_STORES } from '@site/service-kit/testing';
import request from 'supertest';
import { as } from './identity.js';
import { learnOn } from './learn-app.js';

const ADMIN = as(1, true);
const READER = as(7);

const COURSE: AdminCourseInput = {
  slug: 'reading-hume',
  title: 'Reading Hume',
  summary: 'Impressions, ideas and the problem of induction.',
  description: 'Four short lessons on **Hume**.',
  coverImage: null,
  level: 'Beginner',
  estimatedMinutes: 40,
  topics: ['Philosophy'],
};
const lessonInput = (slug: string) => ({ slug, title: `On ${slug}`, body: `Lesson about ${slug}.` });

describe.each(SUITE_STORES)('admin course editor on %s', (kind) => {
  const app = learnOn(kind, 'learn_admin_courses');
  const server = () => app().server;
  const admin = {
    get: (id: number | string) => request(server()).get(`/api/admin/courses/${id}`).set(ADMIN),
    create: (body: object) => request(server()).post('/api/admin/courses').set(ADMIN).send(body),
    status: (id: number, status: string) =>
      request(server()).put(`/api/admin/courses/${id}/status`).set(ADMIN).send({ status }),
    order: (id: number, lessonIds: unknown[]) =>
      request(server()).put(`/api/admin/courses/${id}/lesson-order`).set(ADMIN).send({ lessonIds }),
    addLesson: (id: number, body: object) =>
      request(server()).post(`/api/admin/courses/${id}/lessons`).set(ADMIN).send(body),
    lessonStatus: (id: number, lessonId: number | string, status: string) =>
      request(server()).put(`/api/admin/courses/${id}/lessons/${lessonId}/status`).set(ADMIN).send({ status }),
    removeLesson: (id: number, lessonId: number) =>
      request(server()).delete(`/api/admin/courses/${id}/lessons/${lessonId}`).set(ADMIN),
    remove: (id: number) => request(server()).delete(`/api/admin/courses/${id}`).set(ADMIN),
  };
  const detail = (slug: string, user: Record<string, string> = READER, status = 200) =>
    request(server()).get(`/api/elearning/courses/${slug}`).set(user).expect(status);
  const listedSlugs = async () =>
    ((await request(server()).get('/api/elearning/courses').expect(200)).body as { slug: string }[]).map(
      (course) => course.slug,
    );
  const found = async (text: string) =>
    ((await request(server()).get('/search').query({ q: text, limit: 20 }).expect(200)).body as ServiceSearchAnswer)
      .hits;

  /** A course with published lessons a, b and c, itself published. */
  async function publishedCourse(slug: string): Promise<{ course: AdminCourse; lessons: AdminLesson[] }> {
    const course = (await admin.create({ ...COURSE, slug }).expect(201)).body as AdminCourse;
    const lessons: AdminLesson[] = [];
    for (const lesson of ['a', 'b', 'c']) {
      const added = (await admin.addLesson(course.id, lessonInput(`${slug}-${lesson}`)).expect(201)).body;
      await admin.lessonStatus(course.id, added.id, 'published').expect(200);
      lessons.push(added);
    }
    await admin.status(course.id, 'published').expect(200);
    return { course, lessons };
  }

  it('answers 401 to visitors and 403 to readers on every endpoint', async () => {
    const calls: [method: 'get' | 'post' | 'put' | 'delete', path: string][] = [
      ['get', '/api/admin/courses'],
      ['post', '/api/admin/courses'],
      ['get', '/api/admin/courses/1'],
      ['put', '/api/admin/courses/1'],
      ['put', '/api/admin/courses/1/status'],
      ['delete', '/api/admin/courses/1'],
      ['put', '/api/admin/courses/1/lesson-order'],
      ['post', '/api/admin/courses/1/lessons'],
      ['get', '/api/admin/courses/1/lessons/1'],
      ['put', '/api/admin/courses/1/lessons/1'],
      ['put', '/api/admin/courses/1/lessons/1/status'],
      ['delete', '/api/admin/courses/1/lessons/1'],
    ];
    for (const [method, path] of calls) {
      await request(server())[method](path).send(COURSE).expect(401);
      await request(server())[method](path).set(READER).send(COURSE).expect(403);
    }
  });

  it('keeps a draft course and draft lessons from readers until each is published', async () => {
    const course = (await admin.create(COURSE).expect(201)).body as AdminCourse;
    expect(course).toMatchObject({ slug: COURSE.slug, status: 'draft', lessons: [], enrolmentCount: 0 });
    const first = (await admin.addLesson(course.id, lessonInput('impressions')).expect(201)).body as AdminLesson;
    const second = (await admin.addLesson(course.id, lessonInput('induction')).expect(201)).body as AdminLesson;
    expect([first.position, second.position, first.status]).toEqual([1, 2, 'draft']);

    const refused = await admin.status(course.id, 'published').expect(400);
    expect(refused.body.message).toBe('A course needs at least one published lesson before it is published.');
    await admin.lessonStatus(course.id, second.id, 'published').expect(200);
    await detail(COURSE.slug, READER, 404);
    expect(await listedSlugs()).not.toContain(COURSE.slug);

    const published = await admin.status(course.id, 'published').expect(200);
    expect(decodeURIComponent(published.headers['x-audit-summary'])).toBe('published the course “Reading Hume”');
    const seen = (await detail(COURSE.slug)).body as CourseDetail;
    // The draft lesson is not there, and the published one is the course's first.
    expect(seen.lessons.map((lesson) => [lesson.slug, lesson.position])).toEqual([['induction', 1]]);
    expect(seen.lessonCount).toBe(1);
    expect(await listedSlugs()).toContain(COURSE.slug);
    expect((await found('Reading Hume')).map((hit) => hit.id)).toContain(COURSE.slug);
    await request(server()).get(`/api/elearning/courses/${COURSE.slug}/lessons/impressions`).set(ADMIN).expect(404);

    await admin.status(course.id, 'draft').expect(200);
    await detail(COURSE.slug, READER, 404);
  });

  it("moves a lesson before another and adds one, and an enrolled reader's completions stay theirs", async () => {
    const { course, lessons } = await publishedCourse('moving-lessons');
    const [a, b, c] = lessons;
    await request(server()).post('/api/elearning/courses/moving-lessons/enroll').set(READER).expect(201);
    for (const lesson of [a, b]) {
      await request(server())
        .post(`/api/elearning/courses/moving-lessons/lessons/${lesson.slug}/complete`)
        .set(READER)
        .expect(200);
    }
    const before = (await detail('moving-lessons')).body as CourseDetail;
    expect(before.progress).toEqual({ completed: 2, total: 3, percent: 67 });

    const moved = (await admin.order(course.id, [c.id, a.id, b.id]).expect(200)).body as AdminCourse;
    expect(moved.lessons.map((lesson) => [lesson.slug, lesson.position, lesson.completionCount])).toEqual([
      [c.slug, 1, 0],
      [a.slug, 2, 1],
      [b.slug, 3, 1],
    ]);
    const after = (await detail('moving-lessons')).body as CourseDetail;
    expect(after.lessons.map((lesson) => [lesson.slug, lesson.completed])).toEqual([
      [c.slug, false],
      [a.slug, true],
      [b.slug, true],
    ]);
    expect(after.progress).toEqual(before.progress);

    const d = (await admin.addLesson(course.id, lessonInput('moving-lessons-d')).expect(201)).body as AdminLesson;
    expect(d.position).toBe(4);
    // A draft lesson changes nothing a reader sees.
    expect(((await detail('moving-lessons')).body as CourseDetail).progress).toEqual(before.progress);
    await admin.lessonStatus(course.id, d.id, 'published').expect(200);
    expect(((await detail('moving-lessons')).body as CourseDetail).progress).toEqual({
      completed: 2,
      total: 4,
      percent: 50,
    });
  });

  it('refuses an order that is not each of the course lessons once, and keeps the old one', async () => {
    const { course, lessons } = await publishedCourse('strict-order');
    const other = await publishedCourse('other-order');
    const [a, b, c] = lessons.map((lesson) => lesson.id);
    const cases: [unknown[], string][] = [
      [[a, a, b], 'The new order names a lesson twice.'],
      [[a, b], "The new order must name every one of the course's lessons."],
      [[a, b, other.lessons[0].id], 'The new order names a lesson of another course.'],
    ];
    for (const [order, message] of cases)
      expect((await admin.order(course.id, order).expect(400)).body.message).toBe(message);
    await admin.order(course.id, ['x', a, b]).expect(400);
    expect(((await admin.get(course.id).expect(200)).body as AdminCourse).lessons.map((lesson) => lesson.id)).toEqual([
      a,
      b,
      c,
    ]);
  });

  it('deletes a lesson nobody completed and closes the gap, but not a completed one or an enrolled course', async () => {
    const { course, lessons } = await publishedCourse('deleting');
    const [a, b, c] = lessons;
    await request(server()).post('/api/elearning/courses/deleting/enroll').set(READER).expect(201);
    await request(server()).post(`/api/elearning/courses/deleting/lessons/${a.slug}/complete`).set(READER).expect(200);

    expect((await admin.removeLesson(course.id, a.id).expect(409)).body.message).toBe(
      '1 reader completed this lesson, so it cannot be deleted: unpublish it instead.',
    );
    await admin.removeLesson(course.id, b.id).expect(204);
    const left = (await admin.get(course.id).expect(200)).body as AdminCourse;
    expect(left.lessons.map((lesson) => [lesson.id, lesson.position])).toEqual([
      [a.id, 1],
      [c.id, 2],
    ]);
    expect((await admin.remove(course.id).expect(409)).body.message).toBe(
      '1 reader enrolled in this course, so it cannot be deleted: unpublish it instead.',
    );
    const unpublished = await admin.lessonStatus(course.id, a.id, 'draft').expect(200);
    expect(decodeURIComponent(unpublished.headers['x-audit-summary'])).toBe(
      'unpublished the lesson “On deleting-a” of “Reading Hume”',
    );
  });

  it('answers clearly to a taken slug, an unknown course or lesson and a lesson named neither by id nor by slug', async () => {
    const { course, lessons } = await publishedCourse('clashes');
    expect((await admin.create({ ...COURSE, slug: 'clashes' }).expect(409)).body.message).toBe(
      'Another course already uses this slug; choose another.',
    );
    expect((await admin.addLesson(course.id, lessonInput(lessons[0].slug)).expect(409)).body.message).toBe(
      'Another lesson of this course already uses this slug; choose another.',
    );
    await admin.get(999999).expect(404);
    for (const lesson of ['999999', '99999999999', 'no-such-lesson']) {
      expect((await admin.lessonStatus(course.id, lesson, 'draft').expect(404)).body.message).toBe(
        'Lesson not found in this course.',
      );
    }
    for (const lesson of ['-1', 'Not_A_Slug']) {
      expect((await admin.lessonStatus(course.id, lesson, 'draft').expect(400)).body.message).toBe(
        'A lesson is named by its numeric id or its slug.',
      );
    }
    // A lesson is named by its slug as well as by its id.
    const bySlug = await request(server()).get(`/api/admin/courses/clashes/lessons/${lessons[1].slug}`).set(ADMIN);
    expect(bySlug.body).toMatchObject({ id: lessons[1].id, position: 2 });
  });
});
