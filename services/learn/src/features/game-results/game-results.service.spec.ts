import type { DataSource } from 'typeorm';
import { toGameResult, toPersonalBests, type GameResultRow } from './game-result-rows.js';
import { GameResultsService } from './game-results.service.js';

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
    expect(toGameResult(row({ game: 'space-invaders', level: 'standard', score: 1200, createdAt: at }))).toEqual({
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
  function serviceWith(replies: GameResultRow[][]) {
    const calls: [string, unknown[]][] = [];
    const query = async (sql: string, params: unknown[]) => {
      calls.push([sql, params]);
      return replies.shift() ?? [];
    };
    return { service: new GameResultsService({ query } as unknown as DataSource), calls };
  }

  it('stores the result for the caller and answers it with the best for its game and level', async () => {
    const { service, calls } = serviceWith([[row({ timeMs: 120_000 })], [row({ timeMs: 95_000 })]]);
    const saved = await service.record(7, { game: 'sudoku', level: 'easy', timeMs: 120_000 });
    expect(saved).toEqual({
      result: { game: 'sudoku', level: 'easy', timeMs: 120_000, achievedAt: at },
      best: { game: 'sudoku', level: 'easy', timeMs: 95_000, achievedAt: at },
    });
    expect(calls[0]).toEqual([expect.stringContaining('INSERT'), [7, 'sudoku', 'easy', 120_000, null, null]]);
    expect(calls[1]).toEqual([expect.stringContaining('ORDER BY'), [7, 'sudoku', 'easy']]);
  });

  it('stores a score without a time', async () => {
    const stored = row({ game: 'space-invaders', level: 'standard', score: 900 });
    const { service, calls } = serviceWith([[stored], [stored]]);
    await service.record(7, { game: 'space-invaders', level: 'standard', score: 900, seed: 's' });
    expect(calls[0][1]).toEqual([7, 'space-invaders', 'standard', null, 900, 's']);
  });

  it('reads the bests of the caller only, bounded', async () => {
    const { service, calls } = serviceWith([[row({ timeMs: 95_000 })]]);
    expect(await service.bests(9)).toEqual([{ game: 'sudoku', level: 'easy', timeMs: 95_000, achievedAt: at }]);
    expect(calls[0][0]).toMatch(/WHERE user_id = \$1[\s\S]*LIMIT \d+/);
    expect(calls[0][1]).toEqual([9]);
  });
});
