import { BadRequestException } from '@nestjs/common';
import { FORGED_TIME_MESSAGE } from '@site/contracts';
import { FakeGameResults } from '../../../test/fakes/fake-game-results.js';
import { toGameResult, toPersonalBests, type GameResultRow } from './game-result-rows.js';
import { BESTS_MAX, GameResultsService } from './game-results.service.js';

const at = '2024-11-22T10:00:00.000Z';
const row = (over: Partial<GameResultRow>): GameResultRow => ({
  game: 'sudoku',
  level: 'easy',
  timeMs: null,
  score: null,
  createdAt: new Date(at),
  ...over,
});

describe('game result rows', () => {
  it('answer a time or a score, never a null', () => {
    expect(toGameResult(row({ timeMs: 95_000 }))).toEqual({
      game: 'sudoku',
      level: 'easy',
      timeMs: 95_000,
      achievedAt: at,
    });
    expect(toGameResult(row({ game: 'space-invaders', level: 'standard', score: 1200 }))).toEqual({
      game: 'space-invaders',
      level: 'standard',
      score: 1200,
      achievedAt: at,
    });
  });

  it('leave out bests of games or levels that no longer exist', () => {
    const bests = toPersonalBests([
      row({ timeMs: 95_000 }),
      row({ level: 'nightmare', timeMs: 95_000 }),
      row({ game: 'chess', timeMs: 95_000 }),
    ]);
    expect(bests).toEqual([{ game: 'sudoku', level: 'easy', timeMs: 95_000, achievedAt: at }]);
  });
});

describe('GameResultsService', () => {
  let results: FakeGameResults;
  let service: GameResultsService;
  let now: Date;

  beforeEach(() => {
    now = new Date(at);
    results = new FakeGameResults(() => now);
    service = new GameResultsService(results.asRepository());
  });

  it('stores the result for the caller and answers it with the best for its game and level', async () => {
    await service.record(7, { game: 'sudoku', level: 'easy', timeMs: 95_000 });
    now = new Date('2024-11-23T10:00:00.000Z');
    const saved = await service.record(7, { game: 'sudoku', level: 'easy', timeMs: 120_000 });
    expect(saved).toEqual({
      result: { game: 'sudoku', level: 'easy', timeMs: 120_000, achievedAt: now.toISOString() },
      best: { game: 'sudoku', level: 'easy', timeMs: 95_000, achievedAt: at },
    });
    expect(results.rows.map((stored) => [stored.userId, stored.timeMs, stored.score])).toEqual([
      [7, 95_000, null],
      [7, 120_000, null],
    ]);
  });

  it('stores a score without a time', async () => {
    const saved = await service.record(7, { game: 'space-invaders', level: 'standard', score: 900, seed: 's' });
    expect(saved.best).toEqual({ game: 'space-invaders', level: 'standard', score: 900, achievedAt: at });
    expect(results.rows[0]).toMatchObject({ timeMs: null, score: 900, seed: 's' });
  });

  it('refuses a time faster than the game can be played, and stores nothing', async () => {
    const forged = service.record(7, { game: 'sudoku', level: 'expert', timeMs: 5_000 });
    await expect(forged).rejects.toThrow(new BadRequestException(FORGED_TIME_MESSAGE));
    await expect(service.record(7, { game: 'sudoku', level: 'beginner', timeMs: 95_000 })).rejects.toBeInstanceOf(
      BadRequestException,
    );
    expect(results.rows).toEqual([]);
  });

  it('reads the bests of the caller only, bounded', async () => {
    await service.record(9, { game: 'sudoku', level: 'easy', timeMs: 95_000 });
    await service.record(9, { game: 'sudoku', level: 'easy', timeMs: 99_000 });
    await service.record(10, { game: 'sudoku', level: 'easy', timeMs: 60_000 });
    expect(await service.bests(9)).toEqual([{ game: 'sudoku', level: 'easy', timeMs: 95_000, achievedAt: at }]);
    expect(results.limits).toEqual([BESTS_MAX]);
  });
});
