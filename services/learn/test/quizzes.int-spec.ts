import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { parse, stringify } from 'yaml';
import { createTestDatabase, type TestDatabase } from '@site/service-kit/testing';
import { learnConfig } from '../src/config.js';
import { parseQuizFile } from '../src/features/seed/quiz-file.js';
import { startLearn, type LearnApp } from './learn-app.js';

const seedDir = learnConfig({}).quizSeedDir;
const seeds = readdirSync(seedDir)
  .filter((name) => name.endsWith('.yaml'))
  .map((name) => parseQuizFile(name, readFileSync(path.join(seedDir, name), 'utf8')));

const snapshot = async (t: LearnApp) => ({
  quizzes: await t.query('SELECT id, slug, content_hash, updated_at FROM learn.quizzes ORDER BY id'),
  questions: await t.query('SELECT id, quiz_id, key, position FROM learn.questions ORDER BY id'),
});

describe('learn quizzes (PostgreSQL)', () => {
  let db: TestDatabase;
  let t: LearnApp;

  beforeAll(async () => {
    db = await createTestDatabase('learn');
    t = await startLearn(db.url);
  });

  afterAll(async () => {
    await t?.app.close();
    await db?.drop();
  });

  it('lists the standalone quizzes by title with their true question counts', async () => {
    const res = await request(t.server).get('/api/elearning/quizzes/standalone').expect(200);
    const expected = seeds
      .filter((seed) => seed.courseSlug === null)
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((seed) => ({ slug: seed.slug, title: seed.title, coverImage: null, questionCount: seed.questions.length }));
    expect(res.body.map(({ id: _id, ...rest }: { id: number }) => rest)).toEqual(expected);
    expect(res.body.every((quiz: { id: unknown }) => typeof quiz.id === 'number')).toBe(true);
    expect(res.body.map((quiz: { slug: string }) => quiz.slug)).toEqual(
      expect.arrayContaining(['mathematics-concepts', 'numerical-iq-test', 'physics-concepts', 'spatial-iq-test']),
    );
  });

  it('stores course quizzes with their course and keeps answers in their own JSON types', async () => {
    const courseQuizzes = await t.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM learn.quizzes WHERE course_slug IS NOT NULL',
    );
    expect(courseQuizzes[0].n).toBe(seeds.filter((seed) => seed.courseSlug !== null).length);
    const kinds = await t.query<{ kind: string; type: string }>(
      `SELECT DISTINCT kind, jsonb_typeof(answer) AS type FROM learn.questions ORDER BY kind, type`,
    );
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'true-false', type: 'boolean' },
        { kind: 'single', type: 'string' },
        { kind: 'multiple', type: 'array' },
        { kind: 'numeric', type: 'object' },
      ]),
    );
    const sqlNullOptions = await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM learn.questions WHERE jsonb_typeof(options) = 'null'`,
    );
    expect(sqlNullOptions[0].n).toBe(0);
  });

  it('changes nothing when it starts again on the same database', async () => {
    const before = await snapshot(t);
    const again = await startLearn(db.url);
    try {
      expect(await snapshot(again)).toEqual(before);
    } finally {
      await again.app.close();
    }
  });

  it('rewrites a quiz whose file changed, keeping the ids of questions that remain', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'learn-seed-'));
    try {
      await cp(seedDir, dir, { recursive: true });
      const file = path.join(dir, 'physics-concepts.yaml');
      const doc = parse(await readFile(file, 'utf8'));
      const [dropped, edited] = doc.questions;
      doc.questions = doc.questions.slice(1);
      edited.prompt = 'A rewritten prompt?';
      await writeFile(file, stringify(doc));

      const idsBefore = await t.query<{ id: number; key: string }>(
        `SELECT q.id, q.key FROM learn.questions q JOIN learn.quizzes z ON z.id = q.quiz_id
          WHERE z.slug = 'physics-concepts' ORDER BY q.key`,
      );
      const changed = await startLearn(db.url, { QUIZ_SEED_DIR: dir });
      try {
        const rows = await changed.query<{ id: number; key: string; position: number; prompt: string }>(
          `SELECT q.id, q.key, q.position, q.prompt FROM learn.questions q JOIN learn.quizzes z ON z.id = q.quiz_id
            WHERE z.slug = 'physics-concepts' ORDER BY q.position`,
        );
        expect(rows).toHaveLength(idsBefore.length - 1);
        expect(rows.map((row) => row.key)).not.toContain(dropped.id);
        expect(rows[0]).toMatchObject({ key: edited.id, position: 1, prompt: 'A rewritten prompt?' });
        const keptIds = new Map(idsBefore.map((row) => [row.key, row.id]));
        for (const row of rows) expect(row.id).toBe(keptIds.get(row.key));
        const list = await request(changed.server).get('/api/elearning/quizzes/standalone').expect(200);
        const physics = list.body.find((quiz: { slug: string }) => quiz.slug === 'physics-concepts');
        expect(physics.questionCount).toBe(idsBefore.length - 1);
      } finally {
        await changed.app.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reports health with the database up', async () => {
    await request(t.server).get('/health').expect(200, { status: 'ok', database: 'up' });
  });
});
