import { normaliseSeed } from './rng';

export interface SeedParams<L extends string> {
  /** Null when the address has none. */
  readonly seed: string | null;
  readonly level: L;
}

/**
 * Reads `?seed=…&level=…` from a query string so a shared link replays the same puzzle; an unknown level falls
 * back to the default.
 */
export function readSeedParams<L extends string>(query: string, levels: readonly L[], fallback: L): SeedParams<L> {
  const params = new URLSearchParams(query);
  const seed = normaliseSeed(params.get('seed') ?? '');
  const level = params.get('level');
  return {
    seed: seed || null,
    level: levels.find((l) => l === level) ?? fallback,
  };
}

/** The query string for a puzzle, e.g. `seed=k3j9x2&level=hard`. */
export function seedQuery(seed: string, level: string): string {
  return new URLSearchParams({ seed, level }).toString();
}
