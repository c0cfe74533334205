import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '@site/service-kit/testing';
import { as } from './identity.js';
import { startLearn, type LearnApp } from './learn-app.js';

const COURSE = 'logic-and-proof';
const base = `/api/elearning/courses/${COURSE}`;

describe('learn courses (PostgreSQL)', () => {
  let db: TestDatabase;
  let t: LearnApp;

  beforeAll(async () => {
    db = await createTestDatabase('learn_courses');
    t = await startLearn(db.url);
  });

  afterAll(async () => {
    await t?.app.close();
    await db?.drop();
  });

  it('lists the seeded courses with their lesson counts', async () => {
    const res = await request(t.server).get('/api/elearning/courses').expect(200);
    expect(res.body.map((course: { slug: string }) => course.slug)).toEqual([
      'introduction-to-phenomenology',
      'logic-and-proof',
      'physics-of-time',
      'thinking-in-probabilities',
    ]);
    expect(res.body[1]).toEqual({
      slug: COURSE,
      title: 'Logic and Proof',
      summary: expect.stringContaining('mathematicians'),
      coverImage: null,
      level: 'Beginner',
      estimatedMinutes: 150,
      lessonCount: 5,
    });
  });

  it('lists only the courses filed under a topic when asked', async () => {
    const slugs = async (topic: string) =>
      (
        await request(t.server)
          .get(`/api/elearning/courses?topic=${encodeURIComponent(topic)}`)
          .expect(200)
      ).body.map((course: { slug: string }) => course.slug);
    expect(await slugs('Mathematics')).toEqual(['logic-and-proof', 'thinking-in-probabilities']);
    expect(await slugs('Physics')).toEqual(['physics-of-time']);
    expect(await slugs('Art')).toEqual([]);
  });

  it('shows a course with ordered lessons and its quiz, without progress for a visitor', async () => {
    const res = await request(t.server).get(base).expect(200);
    expect(res.body).toMatchObject({ slug: COURSE, enrolled: false, progress: null });
    expect(res.body.description).toContain('proof');
    expect(res.body.lessons.map((l: { position: number }) => l.position)).toEqual([1, 2, 3, 4, 5]);
    expect(res.body.lessons[0]).toEqual({
      slug: 'propositions-and-connectives',
      title: 'Propositions and Connectives',
      position: 1,
      quizSlug: null,
      completed: false,
    });
    expect(res.body.lessons[4]).toMatchObject({ slug: 'proof-by-contradiction', quizSlug: 'logic-and-proof-check' });
  });

  it('answers 404 for an unknown course or lesson', async () => {
    await request(t.server).get('/api/elearning/courses/no-such-course').expect(404);
    await request(t.server).get(`${base}/lessons/no-such-lesson`).expect(404);
  });

  it('opens the first lesson to visitors and the others only to enrolled users', async () => {
    const first = await request(t.server).get(`${base}/lessons/propositions-and-connectives`).expect(200);
    expect(first.body).toMatchObject({ position: 1, previousSlug: null, nextSlug: 'truth-tables-and-validity' });
    expect(first.body.body).toContain('## What counts as a proposition');
    expect(first.body.html).toContain('<h2>What counts as a proposition</h2>');
    expect(first.body.html).not.toMatch(/<script/i);
    const visitor = await request(t.server).get(`${base}/lessons/quantifiers`).expect(403);
    expect(visitor.body.message).toMatch(/enrol/i);
    const stranger = await request(t.server).get(`${base}/lessons/quantifiers`).set(as(501)).expect(403);
    expect(stranger.body.message).toBe('Enrol in this course to read this lesson.');
    await request(t.server).get(`${base}/lessons/quantifiers`).set(as(502, true)).expect(200);
  });

  it('serves lesson HTML sanitised: raw scripts in a body never reach the page', async () => {
    const lesson = `slug = 'proof-by-contradiction' AND course_id = (SELECT id FROM learn.courses WHERE slug = '${COURSE}')`;
    const hostile = `\n\n<script>alert(1)</script><img src="x.png" onerror="alert(1)">`;
    await t.query(`UPDATE learn.lessons SET body = body || '${hostile}' WHERE ${lesson}`);
    try {
      const res = await request(t.server).get(`${base}/lessons/proof-by-contradiction`).set(as(502, true)).expect(200);
      expect(res.body.body).toContain('<script>');
      expect(res.body.html).toMatch(/<h[1-6]>/);
      expect(res.body.html).toContain('<img src="x.png" />');
      expect(res.body.html).not.toMatch(/<script|alert|onerror/i);
    } finally {
      await t.query(`UPDATE learn.lessons SET body = left(body, length(body) - ${hostile.length}) WHERE ${lesson}`);
    }
  });

  it('needs a signed-in caller to enrol', async () => {
    await request(t.server).post(`${base}/enroll`).expect(401);
    await request(t.server).get('/api/elearning/me/courses').expect(401);
  });

  it('enrols once: a second enrol answers 200 with the same enrolment', async () => {
    const first = await request(t.server).post(`${base}/enroll`).set(as(10)).expect(201);
    expect(first.body).toEqual({
      courseSlug: COURSE,
      enrolledAt: expect.any(String),
      progress: { completed: 0, total: 5, percent: 0 },
    });
    const again = await request(t.server).post(`${base}/enroll`).set(as(10)).expect(200);
    expect(again.body).toEqual(first.body);
    const rows = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM learn.enrolments WHERE user_id = 10');
    expect(rows[0].n).toBe(1);
    await request(t.server).get(`${base}/lessons/quantifiers`).set(as(10)).expect(200);
  });

  it('refuses to complete a lesson of a course the caller is not enrolled in', async () => {
    const res = await request(t.server)
      .post(`${base}/lessons/propositions-and-connectives/complete`)
      .set(as(11))
      .expect(403);
    expect(res.body.message).toMatch(/enrol/i);
    await request(t.server).post(`${base}/lessons/propositions-and-connectives/complete`).expect(401);
  });

  it('completes lessons idempotently and reports progress', async () => {
    await request(t.server).post(`${base}/enroll`).set(as(12)).expect(201);
    const one = await request(t.server)
      .post(`${base}/lessons/propositions-and-connectives/complete`)
      .set(as(12))
      .expect(200);
    expect(one.body).toMatchObject({
      lessonSlug: 'propositions-and-connectives',
      progress: { completed: 1, total: 5, percent: 20 },
    });
    const again = await request(t.server)
      .post(`${base}/lessons/propositions-and-connectives/complete`)
      .set(as(12))
      .expect(200);
    expect(again.body).toEqual(one.body);
    const two = await request(t.server).post(`${base}/lessons/quantifiers/complete`).set(as(12)).expect(200);
    expect(two.body.progress).toEqual({ completed: 2, total: 5, percent: 40 });
    await request(t.server).post(`${base}/lessons/nope/complete`).set(as(12)).expect(404);

    const detail = await request(t.server).get(base).set(as(12)).expect(200);
    expect(detail.body).toMatchObject({ enrolled: true, progress: { completed: 2, total: 5, percent: 40 } });
    expect(detail.body.lessons.map((l: { completed: boolean }) => l.completed)).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);

    await request(t.server).post('/api/elearning/courses/physics-of-time/enroll').set(as(12)).expect(201);
    const mine = await request(t.server).get('/api/elearning/me/courses').set(as(12)).expect(200);
    // The course enrolled in last comes first.
    expect(mine.body.map((c: { slug: string }) => c.slug)).toEqual(['physics-of-time', COURSE]);
    const logic = mine.body.find((c: { slug: string }) => c.slug === COURSE);
    expect(logic).toMatchObject({
      lessonCount: 5,
      progress: { completed: 2, total: 5, percent: 40 },
      nextLessonSlug: 'truth-tables-and-validity',
      enrolledAt: expect.any(String),
    });
    // Another user's progress is their own.
    const other = await request(t.server).get(base).set(as(10)).expect(200);
    expect(other.body.progress).toEqual({ completed: 0, total: 5, percent: 0 });
  });

  it('links lessons to their quizzes and changes nothing when it starts again', async () => {
    const linked = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM learn.lessons WHERE quiz_slug IS NOT NULL AND quiz_id IS NULL',
    );
    expect(linked[0].n).toBe(0);
    const before = await t.query('SELECT id, slug, content_hash, updated_at FROM learn.courses ORDER BY id');
    const lessonsBefore = await t.query('SELECT id, course_id, slug, position FROM learn.lessons ORDER BY id');
    const again = await startLearn(db.url);
    try {
      expect(await again.query('SELECT id, slug, content_hash, updated_at FROM learn.courses ORDER BY id')).toEqual(
        before,
      );
      expect(await again.query('SELECT id, course_id, slug, position FROM learn.lessons ORDER BY id')).toEqual(
        lessonsBefore,
      );
    } finally {
      await again.app.close();
    }
  });
});
