/** Best results kept in the browser under `games:best:<game>:<level>`. */
export function bestKey(game: string, level: string): string {
  return `games:best:${game}:${level}`;
}

export function readBest(game: string, level: string): number | null {
  try {
    const raw = window.localStorage.getItem(bestKey(game, level));
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    // Storage can be disabled (private mode, blocked cookies): the game still works without a record.
    return null;
  }
}

/** Stores `value` when it beats the record (`lower` for times, `higher` for scores); returns the record after. */
export function recordBest(game: string, level: string, value: number, better: 'lower' | 'higher'): number {
  const previous = readBest(game, level);
  const improved = previous === null || (better === 'lower' ? value < previous : value > previous);
  if (!improved) return previous;
  try {
    window.localStorage.setItem(bestKey(game, level), String(value));
  } catch {
    // See readBest.
  }
  return value;
}
