import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ImportPartReport } from '@site/contracts';
import { bytesBody } from '@site/service-kit/testing/text-body';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import request from 'supertest';
import { CourseSeedService } from '../src/features/seed/course-seed.service.js';
import { as } from './identity.js';
import { learnOn, type LearnApp } from './learn-app.js';

const ADMIN = as(1, true);
const READER = as(7);
const PART = '/api/admin/transfer/learn';
const COURSE = '/api/elearning/courses/logic-and-proof';
const FOLDER = 'courses/logic-and-proof';

type Files = Record<string, Uint8Array>;

const exported = async (learn: LearnApp): Promise<Files> =>
  unzipSync(
    (await request(learn.server).get(PART).set(ADMIN).buffer(true).parse(bytesBody).expect(200)).body as Buffer,
  );

const imported = (learn: LearnApp, files: Files, dryRun = false) =>
  request(learn.server)
    .post(`${PART}?dryRun=${dryRun}`)
    .set(ADMIN)
    .set('content-type', 'application/zip')
    .send(Buffer.from(zipSync(files)));

const report = (response: request.Response, kind: string) =>
  (response.body as ImportPartReport).kinds.find((k) => k.kind === kind);

const texts = (files: Files) =>
  Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));

describe('courses in the learn part of the site archive (PostgreSQL)', () => {
  const source = learnOn('PostgreSQL', 'learn_courses_transfer');
  // A second service on a schema of its own that seeds nothing: the archive alone fills it.
  const noSeeds = mkdtempSync(path.join(tmpdir(), 'learn-no-seeds-'));
  const fresh = learnOn('PostgreSQL', 'learn_courses_fresh', { QUIZ_SEED_DIR: noSeeds, COURSE_SEED_DIR: noSeeds });
  afterAll(() => rmSync(noSeeds, { recursive: true, force: true }));

  it('exports every course with its lessons in order, as the seed lays them out, and no learner data', async () => {
    await request(source().server).post(`${COURSE}/enroll`).set(READER).expect(201);
    const files = texts(await exported(source()));
    const courseFiles = Object.keys(files).filter((name) => name.startsWith('courses/'));
    const [{ lessons }] = await source().query<{ lessons: number }>(
      `SELECT count(*)::int AS lessons FROM learn.lessons`,
    );
    const [{ courses }] = await source().query<{ courses: number }>(
      `SELECT count(*)::int AS courses FROM learn.courses`,
    );
    expect(courseFiles).toHaveLength(courses + lessons);
    expect(Object.keys(files).every((name) => /^(quizzes|courses)\//.test(name))).toBe(true);
    expect(JSON.parse(files[`${FOLDER}/course.json`])).toMatchObject({
      slug: 'logic-and-proof',
      title: 'Logic and Proof',
      level: 'Beginner',
      estimatedMinutes: 150,
      topics: ['Mathematics', 'Philosophy'],
    });
    expect(courseFiles.filter((name) => name.startsWith(`${FOLDER}/lessons/`)).sort()).toEqual([
      `${FOLDER}/lessons/01-propositions-and-connectives.md`,
      `${FOLDER}/lessons/02-truth-tables-and-validity.md`,
      `${FOLDER}/lessons/03-quantifiers.md`,
      `${FOLDER}/lessons/04-proof-by-induction.md`,
      `${FOLDER}/lessons/05-proof-by-contradiction.md`,
    ]);
    expect(files[`${FOLDER}/lessons/05-proof-by-contradiction.md`]).toMatch(
      /^---\ntitle: Proof by Contradiction\nquiz: logic-and-proof-check\n---\n\n/,
    );
  });

  it('round-trips courses exactly through a fresh schema, and a second import changes nothing', async () => {
    const files = await exported(source());
    const [{ courses }] = await source().query<{ courses: number }>(
      `SELECT count(*)::int AS courses FROM learn.courses`,
    );
    const dry = await imported(fresh(), files, true).expect(200);
    expect(report(dry, 'courses')).toEqual({ kind: 'courses', created: courses, updated: 0, unchanged: 0 });
    await request(fresh().server).get(COURSE).expect(404);

    const first = await imported(fresh(), files).expect(200);
    expect(report(first, 'courses')).toEqual({ kind: 'courses', created: courses, updated: 0, unchanged: 0 });
    expect(texts(await exported(fresh()))).toEqual(texts(files));
    const shown = (await request(fresh().server).get(COURSE).expect(200)).body;
    expect(shown).toEqual((await request(source().server).get(COURSE).expect(200)).body);
    expect(shown.lessons[4].quizSlug).toBe('logic-and-proof-check');

    const again = await imported(fresh(), files).expect(200);
    expect(report(again, 'courses')).toEqual({ kind: 'courses', created: 0, updated: 0, unchanged: courses });
  });

  it("updates a changed lesson's text and keeps the learners' progress of the lessons that stay", async () => {
    const api = () => request(source().server);
    await api().post(`${COURSE}/lessons/propositions-and-connectives/complete`).set(READER).expect(200);
    await api().post(`${COURSE}/lessons/proof-by-contradiction/complete`).set(READER).expect(200);
    const files = await exported(source());
    const first = `${FOLDER}/lessons/01-propositions-and-connectives.md`;
    const last = `${FOLDER}/lessons/05-proof-by-contradiction.md`;
    const changed: Files = {
      ...files,
      [first]: strToU8(strFromU8(files[first]).replace('## What counts as a proposition', '## Propositions, revised')),
    };
    delete changed[last];

    const dry = await imported(source(), changed, true).expect(200);
    expect(report(dry, 'courses')).toMatchObject({ created: 0, updated: 1 });
    const lesson = `${COURSE}/lessons/propositions-and-connectives`;
    expect((await api().get(lesson).expect(200)).body.body).toContain('## What counts as a proposition');

    const applied = await imported(source(), changed).expect(200);
    expect(report(applied, 'courses')).toMatchObject({ created: 0, updated: 1 });
    expect((await api().get(lesson).expect(200)).body.body).toContain('## Propositions, revised');
    const course = (await api().get(COURSE).set(READER).expect(200)).body;
    expect(course.enrolled).toBe(true);
    expect(course.progress).toEqual({ completed: 1, total: 4, percent: 25 });
    expect(course.lessons.map((l: { slug: string; completed: boolean }) => [l.slug, l.completed])).toEqual([
      ['propositions-and-connectives', true],
      ['truth-tables-and-validity', false],
      ['quantifiers', false],
      ['proof-by-induction', false],
    ]);
    // The lesson the archive dropped went with its completion; it is not kept for a lesson that no longer exists.
    const [{ orphans }] = await source().query<{ orphans: number }>(
      `SELECT count(*)::int AS orphans FROM learn.lesson_completions c
       LEFT JOIN learn.lessons l ON l.id = c.lesson_id WHERE l.id IS NULL`,
    );
    expect(orphans).toBe(0);

    // The course the admin imported is the admin's now: the seed at the next start leaves it as imported.
    await source().app.get(CourseSeedService).seed();
    expect((await api().get(lesson).expect(200)).body.body).toContain('## Propositions, revised');
    expect((await api().get(COURSE).expect(200)).body.lessons).toHaveLength(4);
  });

  it('carries a draft course and a draft lesson as drafts: an import never shows readers what the author held back', async () => {
    const admin = (method: 'post' | 'put', path: string, body: object) =>
      request(source().server)[method](`/api/admin/courses${path}`).set(ADMIN).send(body);
    const course = (await admin('post', '', { slug: 'held-back', title: 'Held back' }).expect(201)).body;
    for (const slug of ['ready', 'unready']) {
      await admin('post', `/${course.id}/lessons`, { slug, title: slug, body: `The ${slug} lesson.` }).expect(201);
    }
    const ready = (await request(source().server).get(`/api/admin/courses/${course.id}`).set(ADMIN)).body.lessons[0];
    await admin('put', `/${course.id}/lessons/${ready.id}/status`, { status: 'published' }).expect(200);

    const files = texts(await exported(source()));
    expect(JSON.parse(files['courses/held-back/course.json'])).toMatchObject({ draft: true });
    expect(files['courses/held-back/lessons/02-unready.md']).toContain('draft: true');
    expect(files['courses/held-back/lessons/01-ready.md']).not.toContain('draft');

    await imported(fresh(), await exported(source())).expect(200);
    await request(fresh().server).get('/api/elearning/courses/held-back').expect(404);
    const copy = (await request(fresh().server).get('/api/admin/courses/held-back').set(ADMIN).expect(200)).body;
    expect(copy.status).toBe('draft');
    expect(copy.lessons.map((lesson: { slug: string; status: string }) => [lesson.slug, lesson.status])).toEqual([
      ['ready', 'published'],
      ['unready', 'draft'],
    ]);
  });

  it('refuses an archive with one bad file with a 400 naming it, and stores nothing of it', async () => {
    const files = await exported(source());
    const quiz = JSON.parse(strFromU8(files['quizzes/logic-and-proof-check.json']));
    const before = texts(files);
    const bad = await imported(source(), {
      ...files,
      'quizzes/logic-and-proof-check.json': strToU8(JSON.stringify({ ...quiz, title: 'Renamed by the archive' })),
      'courses/new-course/course.json': strToU8(JSON.stringify({ slug: 'new-course', title: 'New course' })),
      'courses/new-course/lessons/01-start.md': strToU8('---\ntitle: Start\n---\nFirst steps.'),
      [`${FOLDER}/lessons/01-propositions-and-connectives.md`]: strToU8('---\ntitle: Changed\n---\nChanged text.'),
      [`${FOLDER}/lessons/09-broken.md`]: strToU8('---\ntitle: Broken\n---\n'),
    }).expect(400);
    expect(bad.body.message).toBe(`${FOLDER}/lessons/09-broken.md: the lesson has no body`);

    const stray = await imported(source(), { ...files, [`${FOLDER}/notes.txt`]: strToU8('x') }).expect(400);
    expect(stray.body.message).toMatch(new RegExp(`^${FOLDER}/notes\\.txt: not a file of this part`));
    const orphanLessons = await imported(source(), {
      'courses/new-course/lessons/01-start.md': strToU8('---\ntitle: Start\n---\nFirst steps.'),
    }).expect(400);
    expect(orphanLessons.body.message).toMatch(/^courses\/new-course\/course\.json: missing/);

    expect(texts(await exported(source()))).toEqual(before);
    await request(source().server).get('/api/elearning/courses/new-course').expect(404);
  });
});
