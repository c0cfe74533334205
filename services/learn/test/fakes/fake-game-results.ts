import type { GameResultInput } from '@site/contracts';
import type { GameResultEntity } from '../../src/features/game-results/game-result.entity.js';
import type { GameResultsRepository } from '../../src/features/game-results/game-results.repository.js';

/** The lowest time, else the highest score; ties to the earliest, as the repository orders them. */
const bestFirst = (a: GameResultEntity, b: GameResultEntity) =>
  (a.timeMs ?? Infinity) - (b.timeMs ?? Infinity) ||
  (b.score ?? -Infinity) - (a.score ?? -Infinity) ||
  a.createdAt.getTime() - b.createdAt.getTime() ||
  a.id - b.id;

/** An in-memory GameResultsRepository that records the limit it was asked for. */
export class FakeGameResults implements Pick<GameResultsRepository, keyof GameResultsRepository> {
  readonly rows: GameResultEntity[] = [];
  readonly limits: number[] = [];

  constructor(private readonly now: () => Date) {}

  async add(userId: number, input: GameResultInput) {
    const row: GameResultEntity = {
      id: this.rows.length + 1,
      userId,
      game: input.game,
      level: input.level,
      timeMs: input.timeMs ?? null,
      score: input.score ?? null,
      seed: input.seed ?? null,
      createdAt: this.now(),
    };
    this.rows.push(row);
    return row;
  }

  async best(userId: number, game: string, level: string) {
    const own = this.rows.filter((row) => row.userId === userId && row.game === game && row.level === level);
    return own.sort(bestFirst)[0] ?? null;
  }

  async bests(userId: number, limit: number) {
    this.limits.push(limit);
    const pairs = new Map<string, GameResultEntity>();
    for (const row of this.rows.filter((item) => item.userId === userId).sort(bestFirst)) {
      const key = `${row.game}\u0000${row.level}`;
      if (!pairs.has(key)) pairs.set(key, row);
    }
    return [...pairs.values()]
      .sort((a, b) => a.game.localeCompare(b.game) || a.level.localeCompare(b.level))
      .slice(0, limit);
  }

  asRepository(): GameResultsRepository {
    return this as unknown as GameResultsRepository;
  }
}
