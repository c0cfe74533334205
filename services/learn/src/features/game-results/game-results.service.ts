import { Injectable } from '@nestjs/common';
import type { GameResultInput, GameResultSaved, PersonalBest } from '@site/contracts';
import { DataSource } from 'typeorm';
import { GAME_RESULT_COLUMNS, toGameResult, toPersonalBests, type GameResultRow } from './game-result-rows.js';

/** At most this many personal bests are answered (there are far fewer game and level pairs). */
export const BESTS_MAX = 100;

/**
 * The best result first: the lowest time, else the highest score; ties go to the earliest. A game keeps only
 * one of the two, so one ordering serves both kinds.
 */
const BEST_FIRST = `time_ms ASC NULLS LAST, score DESC NULLS LAST, created_at ASC, id ASC`;

@Injectable()
export class GameResultsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores a validated result and answers it with the caller's best for that game and level. */
  async record(userId: number, input: GameResultInput): Promise<GameResultSaved> {
    const rows: GameResultRow[] = await this.dataSource.query(
      `INSERT INTO learn.game_results (user_id, game, level, time_ms, score, seed)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${GAME_RESULT_COLUMNS}`,
      [userId, input.game, input.level, input.timeMs ?? null, input.score ?? null, input.seed ?? null],
    );
    const result = toGameResult(rows[0]);
    const best: GameResultRow[] = await this.dataSource.query(
      `SELECT ${GAME_RESULT_COLUMNS} FROM learn.game_results
        WHERE user_id = $1 AND game = $2 AND level = $3
        ORDER BY ${BEST_FIRST} LIMIT 1`,
      [userId, input.game, input.level],
    );
    return { result, best: best.length > 0 ? toGameResult(best[0]) : result };
  }

  /** The caller's best per game and level, ordered by game and level. */
  async bests(userId: number): Promise<PersonalBest[]> {
    const rows: GameResultRow[] = await this.dataSource.query(
      `SELECT DISTINCT ON (game, level) ${GAME_RESULT_COLUMNS} FROM learn.game_results
        WHERE user_id = $1
        ORDER BY game, level, ${BEST_FIRST}
        LIMIT ${BESTS_MAX}`,
      [userId],
    );
    return toPersonalBests(rows);
  }
}
