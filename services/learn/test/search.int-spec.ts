import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { SearchHit, ServiceSearchAnswer } from '@site/contracts';
import { configureService, fastifyAdapter } from '@site/service-kit';
import { createTestDatabase } from '@site/service-kit/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module.js';
import { learnConfig } from '../src/config.js';

interface Database {
  env: Record<string, string>;
  drop(): Promise<void>;
}

const postgres = async (): Promise<Database> => {
  const db = await createTestDatabase('learn_search');
  return { env: { DATABASE_URL: db.url }, drop: () => db.drop() };
};

const pglite = async (): Promise<Database> => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'learn-search-'));
  return { env: { DATA_DIR: dir, DATABASE_URL: '' }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
};

describe.each([
  ['PostgreSQL', postgres],
  ['PGlite', pglite],
])('learn search on %s', (_name, open) => {
  let db: Database;
  let app: NestFastifyApplication;
  const search = async (query: string, status = 200) =>
    (await request(app.getHttpAdapter().getInstance().server).get(`/search?${query}`).expect(status))
      .body as ServiceSearchAnswer;
  const q = (text: string, more = 'limit=20') => search(`q=${encodeURIComponent(text)}&${more}`);
  const hit = (answer: ServiceSearchAnswer, kind: string, id: string) =>
    answer.hits.find((h) => h.kind === kind && h.id === id) as SearchHit;

  beforeAll(async () => {
    db = await open();
    const config = learnConfig({ ...db.env, INTERNAL_SECRET: 'integration-secret' });
    app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), fastifyAdapter(), {
      logger: false,
    });
    configureService(app, config);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('finds the seeded courses, lessons and quizzes, each with its link', async () => {
    const answer = await q('pendulum');
    expect(hit(answer, 'course', 'physics-of-time')).toMatchObject({ url: '/courses/physics-of-time' });
    const lesson = answer.hits.find((h) => h.kind === 'lesson' && h.title === 'What Clocks Measure')!;
    expect(lesson.url).toMatch(/^\/courses\/physics-of-time\?lesson=[a-z0-9-]+$/);
    expect(lesson.snippet).toContain('<mark>pendulum</mark>');
    expect(answer.counts).toEqual({ course: 1, lesson: 1, quiz: 0 });
    expect(hit(await q('physics concepts'), 'quiz', 'physics-concepts').url).toBe('/quizzes/physics-concepts');
  });

  it('ranks a title match above matches in the text', async () => {
    const [best] = (await q('physics concepts')).hits;
    expect(best).toMatchObject({ kind: 'quiz', id: 'physics-concepts' });
  });

  it('indexes only the title of a lesson kept for enrolled readers, so no snippet shows its text', async () => {
    const answer = await q('lorentz factor', 'kinds=lesson&limit=5');
    const [lesson] = answer.hits;
    expect(lesson.title).toBe('Time Dilation and the Lorentz Factor');
    expect(lesson.snippet).toBe('');
  });

  it('offers a close word when nothing matches, and refuses unsafe input', async () => {
    expect((await q('pendullum')).suggestion?.text).toBe('pendulum');
    await search('q=%00&limit=5', 400);
    await search('q=clock&kinds=essay,course&limit=5', 200);
    expect((await q('"-"or -')).hits).toEqual([]);
  });
});
