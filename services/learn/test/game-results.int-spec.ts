import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '@site/service-kit/testing';
import { FORGED_TIME_MESSAGE } from '@site/contracts';
import { as } from './identity.js';
import { startLearn, type LearnApp } from './learn-app.js';

describe('game results (PostgreSQL)', () => {
  let db: TestDatabase;
  let t: LearnApp;

  beforeAll(async () => {
    db = await createTestDatabase('learn_game_results');
    t = await startLearn(db.url);
  });

  afterAll(async () => {
    await t?.app.close();
    await db?.drop();
  });

  const post = (user: number, body: Record<string, unknown>) =>
    request(t.server).post('/api/games/results').set(as(user)).send(body);
  const bests = (user: number) => request(t.server).get('/api/games/results/me').set(as(user)).expect(200);
  const countFor = async (user: number) =>
    Number((await t.query<{ n: string }>(`SELECT count(*) AS n FROM learn.game_results WHERE user_id = ${user}`))[0].n);

  it('stores a valid time and answers it as the best', async () => {
    const res = await post(31, { game: 'sudoku', level: 'easy', timeMs: 95_000, seed: 'abc' }).expect(201);
    expect(res.body).toEqual({
      result: { game: 'sudoku', level: 'easy', timeMs: 95_000, achievedAt: expect.any(String) },
      best: { game: 'sudoku', level: 'easy', timeMs: 95_000, achievedAt: res.body.result.achievedAt },
    });
    expect((await bests(31)).body).toEqual([res.body.best]);
    const [stored] = await t.query(`SELECT seed, score FROM learn.game_results WHERE user_id = 31`);
    expect(stored).toEqual({ seed: 'abc', score: null });
  });

  it('keeps the best when a slower time follows, and takes a faster one', async () => {
    const slower = await post(32, { game: 'minesweeper', level: 'expert', timeMs: 90_000 }).expect(201);
    const first = slower.body.result;
    const again = await post(32, { game: 'minesweeper', level: 'expert', timeMs: 120_000 }).expect(201);
    expect(again.body.result.timeMs).toBe(120_000);
    expect(again.body.best).toEqual(first);
    const faster = await post(32, { game: 'minesweeper', level: 'expert', timeMs: 60_000 }).expect(201);
    expect(faster.body.best).toEqual(faster.body.result);
    expect((await bests(32)).body).toEqual([faster.body.result]);
  });

  it('keeps the highest score of space-invaders', async () => {
    await post(33, { game: 'space-invaders', level: 'standard', score: 1500 }).expect(201);
    const lower = await post(33, { game: 'space-invaders', level: 'standard', score: 700 }).expect(201);
    expect(lower.body.result).toMatchObject({ score: 700 });
    expect(lower.body.best).toMatchObject({ game: 'space-invaders', level: 'standard', score: 1500 });
    expect(lower.body.best).not.toHaveProperty('timeMs');
  });

  it('refuses a forged time below the minimum and stores nothing', async () => {
    const res = await post(34, { game: 'sudoku', level: 'expert', timeMs: 5_000 }).expect(400);
    expect(JSON.stringify(res.body)).toContain(FORGED_TIME_MESSAGE);
    expect(await countFor(34)).toBe(0);
    expect((await bests(34)).body).toEqual([]);
  });

  it.each([
    ['a wrong level', { game: 'sudoku', level: 'beginner', timeMs: 95_000 }],
    ['a crossword that does not exist', { game: 'crossword', level: 'no-such-puzzle', timeMs: 95_000 }],
    ['an unknown game', { game: 'chess', level: 'easy', timeMs: 95_000 }],
    ['a negative score', { game: 'space-invaders', level: 'standard', score: -5 }],
    ['a score above the bound', { game: 'space-invaders', level: 'standard', score: 10_000_001 }],
    ['a time for a scored game', { game: 'space-invaders', level: 'standard', timeMs: 95_000 }],
    ['no time for a timed game', { game: 'nonogram', level: '10' }],
    ['a fractional time', { game: 'nonogram', level: '10', timeMs: 20_000.5 }],
    ['an extra field', { game: 'sudoku', level: 'easy', timeMs: 95_000, userId: 1 }],
  ])('refuses %s with 400 and stores nothing', async (_label, body) => {
    await post(35, body).expect(400);
    expect(await countFor(35)).toBe(0);
  });

  it('needs a signed-in caller and stores nothing for a visitor', async () => {
    const total = async () =>
      Number((await t.query<{ n: string }>(`SELECT count(*) AS n FROM learn.game_results`))[0].n);
    const before = await total();
    await request(t.server)
      .post('/api/games/results')
      .send({ game: 'sudoku', level: 'easy', timeMs: 95_000 })
      .expect(401);
    await request(t.server).get('/api/games/results/me').expect(401);
    expect(await total()).toBe(before);
  });

  it('keeps bests per user, game and level', async () => {
    await post(41, { game: 'suguru', level: 'easy', timeMs: 50_000 }).expect(201);
    await post(41, { game: 'suguru', level: 'hard', timeMs: 200_000 }).expect(201);
    await post(41, { game: 'crossword', level: 'cold-snap', timeMs: 400_000 }).expect(201);
    await post(42, { game: 'suguru', level: 'easy', timeMs: 20_000 }).expect(201);

    const mine = (await bests(41)).body as { game: string; level: string; timeMs: number }[];
    expect(mine.map(({ game, level, timeMs }) => [game, level, timeMs])).toEqual([
      ['crossword', 'cold-snap', 400_000],
      ['suguru', 'easy', 50_000],
      ['suguru', 'hard', 200_000],
    ]);
    const theirs = (await bests(42)).body as { game: string; level: string; timeMs: number }[];
    expect(theirs.map(({ game, level, timeMs }) => [game, level, timeMs])).toEqual([['suguru', 'easy', 20_000]]);
  });
});
