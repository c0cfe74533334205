import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Finished games of signed-in players: a time (timed games) or a score (space-invaders), never both.
 * Personal bests are read per (user, game, level), hence the index.
 */
export class GameResults1732500000000 implements MigrationInterface {
  name = 'GameResults1732500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE learn.game_results (
      id serial PRIMARY KEY,
      user_id integer NOT NULL,
      game varchar(30) NOT NULL,
      level varchar(50) NOT NULL,
      time_ms integer CHECK (time_ms >= 0),
      score integer CHECK (score >= 0),
      seed varchar(100),
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT game_results_time_or_score CHECK ((time_ms IS NULL) <> (score IS NULL)))`);
    await q.query(`CREATE INDEX game_results_user_game_level_idx ON learn.game_results (user_id, game, level)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE learn.game_results`);
  }
}
