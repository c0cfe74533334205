import { isGameLevel, type GameId, type GameResult, type PersonalBest } from '@site/contracts';
import type { GameResultEntity } from './game-result.entity.js';

/** What the answers are made of. */
export type GameResultRow = Pick<GameResultEntity, 'game' | 'level' | 'timeMs' | 'score' | 'createdAt'>;

/** The API shape of a row: `timeMs` or `score`, whichever the game keeps. */
export function toGameResult(row: GameResultRow): GameResult {
  return {
    game: row.game as GameId,
    level: row.level,
    ...(row.timeMs !== null && { timeMs: row.timeMs }),
    ...(row.score !== null && { score: row.score }),
    achievedAt: row.createdAt.toISOString(),
  };
}

/** Best rows (one per game and level) as personal bests, minus retired games or levels. */
export function toPersonalBests(rows: GameResultRow[]): PersonalBest[] {
  return rows.filter((row) => isGameLevel(row.game, row.level)).map(toGameResult);
}
