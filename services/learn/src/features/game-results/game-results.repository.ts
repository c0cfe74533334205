import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { GameResultInput } from '@site/contracts';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import { GameResultEntity } from './game-result.entity.js';

/**
 * The best result first: the lowest time, else the highest score; ties go to the earliest. A game keeps only
 * one of the two, so one ordering serves both kinds.
 */
function bestFirst(query: SelectQueryBuilder<GameResultEntity>): SelectQueryBuilder<GameResultEntity> {
  return query
    .addOrderBy('result.timeMs', 'ASC', 'NULLS LAST')
    .addOrderBy('result.score', 'DESC', 'NULLS LAST')
    .addOrderBy('result.createdAt', 'ASC')
    .addOrderBy('result.id', 'ASC');
}

/** Finished games of signed-in players; personal bests are read per (user, game, level), as indexed. */
@Injectable()
export class GameResultsRepository {
  constructor(@InjectRepository(GameResultEntity) private readonly results: Repository<GameResultEntity>) {}

  add(userId: number, input: GameResultInput): Promise<GameResultEntity> {
    return this.results.save(
      this.results.create({
        userId,
        game: input.game,
        level: input.level,
        timeMs: input.timeMs ?? null,
        score: input.score ?? null,
        seed: input.seed ?? null,
      }),
    );
  }

  /** The user's best for one game and level. */
  best(userId: number, game: string, level: string): Promise<GameResultEntity | null> {
    const query = this.results.createQueryBuilder('result').where({ userId, game, level });
    return bestFirst(query).getOne();
  }

  /** The user's best per game and level, ordered by game and level. */
  bests(userId: number, limit: number): Promise<GameResultEntity[]> {
    const query = this.results
      .createQueryBuilder('result')
      .distinctOn(['result.game', 'result.level'])
      .where({ userId })
      .orderBy('result.game', 'ASC')
      .addOrderBy('result.level', 'ASC');
    return bestFirst(query).limit(limit).getMany();
  }
}
