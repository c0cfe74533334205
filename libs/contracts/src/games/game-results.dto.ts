import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { GAME_IDS, type GameId, type GameResult, type GameResultSaved, type PersonalBest } from './game-results.js';

/** One stored result: a time for timed games, a score for space-invaders. */
export class StoredGameResultDto implements GameResult {
  @ApiProperty({ enum: GAME_IDS })
  game!: GameId;

  @ApiProperty()
  level!: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 0 })
  timeMs?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0 })
  score?: number;

  @ApiProperty({ format: 'date-time' })
  achievedAt!: string;
}

/** The caller's best for one game and level: the lowest time, or the highest score. */
export class PersonalBestDto extends StoredGameResultDto implements PersonalBest {}

/** 201 answer of POST /api/games/results. */
export class GameResultSavedDto implements GameResultSaved {
  @ApiProperty({ type: () => StoredGameResultDto })
  result!: StoredGameResultDto;

  @ApiProperty({ type: () => PersonalBestDto })
  best!: PersonalBestDto;
}
