import { BadRequestException, Injectable } from '@nestjs/common';
import type { GameResultInput, GameResultSaved, PersonalBest } from '@site/contracts';
import { gameProblem, levelProblem, scoreProblem, timeProblem } from '@site/contracts/dto';
import { toGameResult, toPersonalBests } from './game-result-rows.js';
import { GameResultsRepository } from './game-results.repository.js';

/** At most this many personal bests are answered (there are far fewer game and level pairs). */
export const BESTS_MAX = 100;

@Injectable()
export class GameResultsService {
  constructor(private readonly results: GameResultsRepository) {}

  /**
   * Stores a result and answers it with the caller's best for that game and level. The request body was
   * validated already; the rules are checked again here so no other caller can store a forged time.
   */
  async record(userId: number, input: GameResultInput): Promise<GameResultSaved> {
    const problem =
      gameProblem(input.game) ??
      levelProblem(input.level, input) ??
      timeProblem(input.timeMs, input) ??
      scoreProblem(input.score, input);
    if (problem) throw new BadRequestException(problem);
    const result = toGameResult(await this.results.add(userId, input));
    const best = await this.results.best(userId, input.game, input.level);
    return { result, best: best ? toGameResult(best) : result };
  }

  /** The caller's best per game and level, ordered by game and level. */
  async bests(userId: number): Promise<PersonalBest[]> {
    return toPersonalBests(await this.results.bests(userId, BESTS_MAX));
  }
}
