import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, ValidateBy, type ValidationArguments } from 'class-validator';
import {
  FORGED_TIME_MESSAGE,
  GAME_IDS,
  GAME_LEVELS,
  GAME_MEASURES,
  MAX_GAME_SCORE,
  MAX_GAME_TIME_MS,
  SEED_MAX_LENGTH,
  isGameId,
  isGameLevel,
  minTimeFor,
  type GameId,
} from './game-results.js';

type Body = Partial<Record<'game' | 'level' | 'timeMs' | 'score', unknown>>;

const absent = (value: unknown) => value === undefined || value === null;
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

export function gameProblem(game: unknown): string | null {
  return isGameId(game) ? null : `game must be one of: ${GAME_IDS.join(', ')}.`;
}

export function levelProblem(level: unknown, body: Body): string | null {
  if (typeof level !== 'string') return 'level must be text.';
  if (!isGameId(body.game)) return null; // the game field reports the problem
  return isGameLevel(body.game, level)
    ? null
    : `level must be one of: ${(GAME_LEVELS[body.game] as readonly string[]).join(', ')}.`;
}

/** A time is required by timed games, refused by scored ones, and never below the game's floor. */
export function timeProblem(timeMs: unknown, body: Body): string | null {
  if (!isGameId(body.game)) return null;
  const game: GameId = body.game;
  if (GAME_MEASURES[game] !== 'time') return absent(timeMs) ? null : `${game} takes a score, not a time.`;
  if (absent(timeMs)) return `timeMs is required for ${game}.`;
  if (!isWhole(timeMs) || timeMs < 0) return 'timeMs must be a whole, non-negative number of milliseconds.';
  if (timeMs > MAX_GAME_TIME_MS) return `timeMs must be at most ${MAX_GAME_TIME_MS}.`;
  const floor = typeof body.level === 'string' ? minTimeFor(game, body.level) : undefined;
  if (floor === undefined) return null; // the level field reports the problem
  return timeMs >= floor ? null : FORGED_TIME_MESSAGE;
}

/** A score is required by scored games (space-invaders) and refused by timed ones. */
export function scoreProblem(score: unknown, body: Body): string | null {
  if (!isGameId(body.game)) return null;
  const game: GameId = body.game;
  if (GAME_MEASURES[game] !== 'score') return absent(score) ? null : `${game} takes a time, not a score.`;
  if (absent(score)) return `score is required for ${game}.`;
  if (!isWhole(score) || score < 0 || score > MAX_GAME_SCORE) {
    return `score must be a whole number from 0 to ${MAX_GAME_SCORE}.`;
  }
  return null;
}

/** Validates a property with a function answering why it is wrong (given the whole body), or null. */
function CheckedBy(name: string, problem: (value: unknown, body: Body) => string | null): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => problem(value, (args?.object ?? {}) as Body) === null,
      defaultMessage: (args?: ValidationArguments) => problem(args?.value, (args?.object ?? {}) as Body) ?? '',
    },
  });
}

/**
 * POST /api/games/results. Timed games send `timeMs` (at least the game's minimum, else "That time is faster
 * than the game can be played."); space-invaders sends `score`.
 */
export class GameResultDto {
  @ApiProperty({ enum: GAME_IDS })
  @CheckedBy('gameResultGame', gameProblem)
  game!: GameId;

  @ApiProperty({ description: "One of the game's levels (for the crossword, its puzzle id).", example: 'easy' })
  @CheckedBy('gameResultLevel', levelProblem)
  level!: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: MAX_GAME_TIME_MS,
    description: "Timed games only: milliseconds, at least the game's minimum for the level.",
  })
  @CheckedBy('gameResultTime', timeProblem)
  timeMs?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_GAME_SCORE, description: 'space-invaders only.' })
  @CheckedBy('gameResultScore', scoreProblem)
  score?: number;

  @ApiPropertyOptional({ maxLength: SEED_MAX_LENGTH, description: "The puzzle's seed, kept for the record only." })
  @IsOptional()
  @IsString({ message: 'seed must be text.' })
  @MaxLength(SEED_MAX_LENGTH, { message: `seed must be at most ${SEED_MAX_LENGTH} characters.` })
  seed?: string;
}
