import type { ImportPartReport } from '@site/contracts';
import { SUITE_STORES } from '@site/service-kit/testing';
import { bytesBody } from '@site/service-kit/testing/text-body';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import request from 'supertest';
import { as } from './identity.js';
import { learnOn } from './learn-app.js';

const ADMIN = as(1, true);
const READER = as(7);
const PART = '/api/admin/transfer/learn';

type Files = Record<string, Uint8Array>;

const quizFile = (slug: string, kind = 'true-false') =>
  strToU8(
    JSON.stringify({
      slug,
      title: 'Imported quiz',
      description: 'From an archive.',
      topics: ['Physics'],
      publishedAt: null,
      questions: [{ id: 'q1', kind, prompt: 'Is ice water?', answer: true, explanation: 'Frozen.' }],
    }),
  );

describe.each(SUITE_STORES)("the learn service's part of the site archive on %s", (kind) => {
  const learn = learnOn(kind, 'learn_transfer');
  const api = () => request(learn().server);

  const exported = async (): Promise<Files> =>
    unzipSync((await api().get(PART).set(ADMIN).buffer(true).parse(bytesBody).expect(200)).body as Buffer);
  const imported = (files: Files | Buffer, dryRun = false) =>
    api()
      .post(`${PART}?dryRun=${dryRun}`)
      .set(ADMIN)
      .set('content-type', 'application/zip')
      .send(Buffer.isBuffer(files) ? files : Buffer.from(zipSync(files)));
  const quizzesReport = (report: ImportPartReport) => report.kinds.find((k) => k.kind === 'quizzes');

  it('answers 401 to a visitor and 403 to a reader', async () => {
    await api().get(PART).expect(401);
    await api().get(PART).set(READER).expect(403);
    await api().post(PART).set('content-type', 'application/zip').send(Buffer.from('x')).expect(401);
    await api().post(PART).set(READER).set('content-type', 'application/zip').send(Buffer.from('x')).expect(403);
  });

  it('exports every quiz with its questions, and imports the export as unchanged', async () => {
    const files = await exported();
    const [{ count }] = await learn().query<{ count: number }>(`SELECT count(*)::int AS count FROM learn.quizzes`);
    expect(Object.keys(files).filter((name) => name.startsWith('quizzes/'))).toHaveLength(count);
    const physics = JSON.parse(strFromU8(files['quizzes/physics-concepts.json']));
    expect(physics).toMatchObject({ slug: 'physics-concepts', title: expect.any(String) });
    expect(physics.questions.length).toBeGreaterThan(3);
    expect(physics.questions[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), kind: expect.any(String), answer: expect.anything() }),
    );
    const report = (await imported(files).expect(200)).body as ImportPartReport;
    expect(quizzesReport(report)).toEqual({ kind: 'quizzes', created: 0, updated: 0, unchanged: count });
  });

  it('restores a changed quiz, in a new version when it has attempts, and creates a new one as a draft', async () => {
    const files = await exported();
    await learn().query(`UPDATE learn.quizzes SET title = 'Overwritten' WHERE slug = 'physics-concepts'`);
    const report = (await imported({ ...files, 'quizzes/imported-quiz.json': quizFile('imported-quiz') }).expect(200))
      .body as ImportPartReport;
    expect(quizzesReport(report)).toMatchObject({ created: 1, updated: 1 });
    const quiz = (await api().get('/api/elearning/quizzes/physics-concepts').expect(200)).body;
    expect(quiz.title).not.toBe('Overwritten');
    await api().get('/api/elearning/quizzes/imported-quiz').expect(404);

    const { attemptId } = (await api().post('/api/elearning/quizzes/physics-concepts/attempts').set(READER).expect(201))
      .body;
    const physics = JSON.parse(strFromU8(files['quizzes/physics-concepts.json']));
    physics.questions = physics.questions.slice(1);
    await imported({ 'quizzes/physics-concepts.json': strToU8(JSON.stringify(physics)) }).expect(200);
    const [{ version }] = await learn().query<{ version: number }>(
      `SELECT version FROM learn.quizzes WHERE slug = 'physics-concepts'`,
    );
    expect(version).toBe(2);
    const [{ questions }] = await learn().query<{ questions: number }>(
      `SELECT count(*)::int AS questions FROM learn.questions q JOIN learn.quizzes z ON z.id = q.quiz_id
       WHERE z.slug = 'physics-concepts' AND q.version = 1`,
    );
    expect(questions).toBe(physics.questions.length + 1);
    expect(attemptId).toBeTruthy();
  });

  it('refuses a malformed archive with a clear 400 and changes nothing', async () => {
    expect((await imported(Buffer.from('not a zip')).expect(400)).body.message).toMatch(/not a readable zip/);
    const bad = await imported({
      'quizzes/fine-quiz.json': quizFile('fine-quiz'),
      'quizzes/bad-quiz.json': quizFile('bad-quiz', 'essay'),
    }).expect(400);
    expect(bad.body.message).toMatch(/^quizzes\/bad-quiz\.json question 1: kind must be one of/);
    const misnamed = await imported({ 'quizzes/other-name.json': quizFile('fine-quiz') }).expect(400);
    expect(misnamed.body.message).toBe("quizzes/other-name.json: the slug must match the file's name.");
    expect((await imported({ 'quizzes/x.json': strToU8('{') }).expect(400)).body.message).toBe(
      'quizzes/x.json: not valid JSON.',
    );
    await imported({ 'essays/x.md': strToU8('# x') }).expect(400);
    const [{ count }] = await learn().query<{ count: number }>(
      `SELECT count(*)::int AS count FROM learn.quizzes WHERE slug = 'fine-quiz'`,
    );
    expect(count).toBe(0);
  });
});
