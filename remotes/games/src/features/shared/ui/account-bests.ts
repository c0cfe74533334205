import {
  GAME_MEASURES,
  MAX_GAME_SCORE,
  isGameLevel,
  isPlausibleTime,
  type GameId,
  type GameResultInput,
  type PersonalBest,
} from '@site/contracts';

/**
 * The body the learn service would accept for this finished game, or null when it would refuse it (a level it
 * does not know, an impossible time): such a result stays in the browser only.
 */
export function resultInput(game: string, level: string, value: number): GameResultInput | null {
  if (!isGameLevel(game, level) || !Number.isInteger(value)) return null;
  const id = game as GameId;
  if (GAME_MEASURES[id] === 'score') {
    return value >= 0 && value <= MAX_GAME_SCORE ? { game: id, level, score: value } : null;
  }
  return isPlausibleTime(id, level, value) ? { game: id, level, timeMs: value } : null;
}

/** The account's best value (time or score) for a game level, if any. */
export function accountValue(bests: readonly PersonalBest[] | undefined, game: string, level: string): number | null {
  const best = bests?.find((b) => b.game === game && b.level === level);
  const value = best?.timeMs ?? best?.score;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The bests with `best` in place of the one for its game and level. */
export function withBest(bests: readonly PersonalBest[] | undefined, best: PersonalBest): PersonalBest[] {
  return [...(bests ?? []).filter((b) => b.game !== best.game || b.level !== best.level), best];
}

/** The better of two records: lower times, higher scores; either may be missing. */
export function betterOf(a: number | null, b: number | null, better: 'lower' | 'higher'): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return better === 'lower' ? Math.min(a, b) : Math.max(a, b);
}
