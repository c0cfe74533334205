/**
 * Games and their levels, the minimum plausible finishing times, and the shapes of the game-results API
 * (learn service, `/api/games/results`). Shared by the games remote and the service, so both judge a result
 * by one table.
 */

export const GAME_IDS = ['sudoku', 'minesweeper', 'suguru', 'nonogram', 'crossword', 'space-invaders'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** The crossword "levels" are its puzzles; the same ids, in menu order, as the games remote's puzzle list. */
export const CROSSWORD_PUZZLE_IDS = [
  'know-thyself',
  'on-a-tangent',
  'cold-snap',
  'lab-notes',
  'falling',
  'fellow-feeling',
] as const;

export const GAME_LEVELS = {
  sudoku: ['easy', 'medium', 'hard', 'expert'],
  minesweeper: ['beginner', 'intermediate', 'expert'],
  suguru: ['easy', 'medium', 'hard'],
  nonogram: ['5', '10', '15'],
  crossword: CROSSWORD_PUZZLE_IDS,
  'space-invaders': ['standard'],
} as const satisfies Record<GameId, readonly string[]>;

export type GameLevel<G extends GameId = GameId> = (typeof GAME_LEVELS)[G][number];

/** What a game's result is: a finishing time (lower is better) or a score (higher is better). */
export type GameMeasure = 'time' | 'score';

export const GAME_MEASURES: Readonly<Record<GameId, GameMeasure>> = {
  sudoku: 'time',
  minesweeper: 'time',
  suguru: 'time',
  nonogram: 'time',
  crossword: 'time',
  'space-invaders': 'score',
};

/** The highest score the service accepts (space-invaders). */
export const MAX_GAME_SCORE = 10_000_000;

/** The longest finishing time the service keeps: a day. */
export const MAX_GAME_TIME_MS = 24 * 60 * 60 * 1000;

export const SEED_MAX_LENGTH = 100;

const CROSSWORD_MIN_MS = 60_000;

/**
 * Conservative lower bounds (ms) on finishing times: a time below these is not humanly possible, so the server
 * refuses it as forged. They sit well under world-class times; a real fast player is never rejected.
 */
export const MIN_TIMES_MS = {
  sudoku: { easy: 20_000, medium: 30_000, hard: 45_000, expert: 60_000 },
  // Timed from the first click; boards are guess-free but still need every safe cell opened.
  minesweeper: { beginner: 1_000, intermediate: 5_000, expert: 20_000 },
  suguru: { easy: 10_000, medium: 25_000, hard: 30_000 },
  nonogram: { '5': 4_000, '10': 15_000, '15': 40_000 },
  crossword: {
    'know-thyself': CROSSWORD_MIN_MS,
    'on-a-tangent': CROSSWORD_MIN_MS,
    'cold-snap': CROSSWORD_MIN_MS,
    'lab-notes': CROSSWORD_MIN_MS,
    falling: CROSSWORD_MIN_MS,
    'fellow-feeling': CROSSWORD_MIN_MS,
  },
} as const satisfies Partial<Record<GameId, Record<string, number>>>;

export type TimedGame = keyof typeof MIN_TIMES_MS;
export type TimedLevel<G extends TimedGame> = keyof (typeof MIN_TIMES_MS)[G] & string;

export function minTimeMs<G extends TimedGame>(game: G, level: TimedLevel<G>): number {
  return (MIN_TIMES_MS[game] as Record<string, number>)[level];
}

/** The floor for any game/level pair, or undefined when the pair is unknown or not timed. */
export function minTimeFor(game: string, level: string): number | undefined {
  const levels = Object.hasOwn(MIN_TIMES_MS, game)
    ? (MIN_TIMES_MS as Record<string, Record<string, number>>)[game]
    : undefined;
  return levels && Object.hasOwn(levels, level) ? levels[level] : undefined;
}

/** Whether a claimed finishing time could be real; unknown game/level pairs are refused. */
export function isPlausibleTime(game: string, level: string, ms: number): boolean {
  const floor = minTimeFor(game, level);
  return floor !== undefined && Number.isFinite(ms) && ms >= floor;
}

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}

export function isGameLevel(game: unknown, level: unknown): boolean {
  return isGameId(game) && typeof level === 'string' && (GAME_LEVELS[game] as readonly string[]).includes(level);
}

export const FORGED_TIME_MESSAGE = 'That time is faster than the game can be played.';

/** Body of POST /api/games/results: a time for timed games, a score for space-invaders. */
export interface GameResultInput {
  game: GameId;
  level: string;
  timeMs?: number;
  score?: number;
  /** The puzzle's seed, when the game has one; kept for the record only. */
  seed?: string;
}

/** One stored result. */
export interface GameResult {
  game: GameId;
  level: string;
  timeMs?: number;
  score?: number;
  /** ISO date and time. */
  achievedAt: string;
}

/** The caller's best result for one game and level: the lowest time, or the highest score. */
export interface PersonalBest {
  game: GameId;
  level: string;
  timeMs?: number;
  score?: number;
  /** When the best was first achieved (ISO). */
  achievedAt: string;
}

/** 201 reply of POST /api/games/results. */
export interface GameResultSaved {
  result: GameResult;
  best: PersonalBest;
}
