import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '@site/service-kit/testing';
import { learnConfig } from '../src/config.js';
import { as } from './identity.js';
import { startLearn, type LearnApp } from './learn-app.js';

const SECRET = learnConfig({}).internalSecret;

describe("a deleted reader's learning data (PostgreSQL)", () => {
  let db: TestDatabase;
  let t: LearnApp;

  beforeAll(async () => {
    db = await createTestDatabase('learn_account_data');
    t = await startLearn(db.url);
  });

  afterAll(async () => {
    await t?.app.close();
    await db?.drop();
  });

  const remove = (userId: string | number) =>
    request(t.server).delete(`/api/internal/account-data/${userId}`).set('x-internal-token', SECRET);

  /** Leaves a game result, an enrolment and a submitted attempt of the reader. */
  async function leaveTraces(userId: number): Promise<void> {
    await request(t.server)
      .post('/api/games/results')
      .set(as(userId))
      .send({ game: 'minesweeper', level: 'expert', timeMs: 300_000 })
      .expect(201);
    const [course] = (await request(t.server).get('/api/elearning/courses').expect(200)).body;
    await request(t.server).post(`/api/elearning/courses/${course.slug}/enroll`).set(as(userId)).expect(201);
    const [quiz] = (await request(t.server).get('/api/elearning/quizzes/standalone').expect(200)).body;
    await request(t.server).post(`/api/elearning/quizzes/${quiz.slug}/attempts`).set(as(userId)).expect(201);
  }

  it("deletes the reader's results, enrolments and attempts, and nobody else's", async () => {
    await leaveTraces(41);
    await leaveTraces(42);
    const answer = await remove(41).expect(200);
    expect(answer.body).toEqual({ attempts: 1, enrolments: 1, lessonCompletions: 0, gameResults: 1 });
    expect((await request(t.server).get('/api/games/results/me').set(as(41)).expect(200)).body).toEqual([]);
    expect((await request(t.server).get('/api/games/results/me').set(as(42)).expect(200)).body).toHaveLength(1);
    // Asking again deletes nothing more.
    expect((await remove(41).expect(200)).body).toEqual({
      attempts: 0,
      enrolments: 0,
      lessonCompletions: 0,
      gameResults: 0,
    });
  });

  it('keeps the quizzes and courses', async () => {
    expect((await request(t.server).get('/api/elearning/quizzes/standalone').expect(200)).body.length).toBeGreaterThan(
      0,
    );
    expect((await request(t.server).get('/api/elearning/courses').expect(200)).body.length).toBeGreaterThan(0);
  });

  it('answers 401 without the internal token, 403 with a wrong one, 400 for a bad id, 404 past any account', async () => {
    await request(t.server).delete('/api/internal/account-data/41').expect(401);
    await request(t.server).delete('/api/internal/account-data/41').set('x-internal-token', 'guess').expect(403);
    await request(t.server).delete('/api/internal/account-data/41').set(as(41)).expect(401);
    for (const id of ['0', '-3', 'abc', '1.5']) await remove(id).expect(400);
    await remove('99999999999').expect(404);
  });
});
