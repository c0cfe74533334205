import { isGameLevel, type GameId, type GameResult, type PersonalBest } from '@site/contracts';

/** A row of learn.game_results as the queries select it. */
export interface GameResultRow {
  game: string;
  level: string;
  timeMs: number | null;
  score: number | null;
  createdAt: Date | string;
}

export const GAME_RESULT_COLUMNS = `game, level, time_ms AS "timeMs", score, created_at AS "createdAt"`;

/** The API shape of a row: `timeMs` or `score`, whichever the game keeps. */
export function toGameResult(row: GameResultRow): GameResult {
  return {
    game: row.game as GameId,
    level: row.level,
    ...(row.timeMs !== null && { timeMs: Number(row.timeMs) }),
    ...(row.score !== null && { score: Number(row.score) }),
    achievedAt: new Date(row.createdAt).toISOString(),
  };
}

/** Best rows (one per game and level, as the query picks them) as personal bests, minus retired games or levels. */
export function toPersonalBests(rows: GameResultRow[]): PersonalBest[] {
  return rows.filter((row) => isGameLevel(row.game, row.level)).map(toGameResult);
}
