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
  crossword: { standard: 60_000 },
  // One bullet in flight at a time: 55 invaders need at least this long to shoot down.
  'space-invaders': { wave: 12_000 },
} as const;

export type TimedGame = keyof typeof MIN_TIMES_MS;
export type TimedLevel<G extends TimedGame> = keyof (typeof MIN_TIMES_MS)[G] & string;

export function minTimeMs<G extends TimedGame>(game: G, level: TimedLevel<G>): number {
  return (MIN_TIMES_MS[game] as Record<string, number>)[level];
}

/** Whether a claimed finishing time could be real; unknown game/level pairs are refused. */
export function isPlausibleTime(game: string, level: string, ms: number): boolean {
  const levels = (MIN_TIMES_MS as Record<string, Record<string, number> | undefined>)[game];
  const floor = levels?.[level];
  return floor !== undefined && Number.isFinite(ms) && ms >= floor;
}
