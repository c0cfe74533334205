import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { randomSeed, readSeedParams, seedQuery } from '../engine';

/**
 * The puzzle's seed and level from `?seed=…&level=…`. A missing seed gets a random one written into the address
 * (replace), so the page can always be shared; `newGame` does the same with a fresh seed.
 */
export function useSeedParams<L extends string>(levels: readonly L[], fallback: L) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const { seed, level } = useMemo(() => readSeedParams(query, levels, fallback), [query, levels, fallback]);
  const current = seedQuery(seed, level);

  useEffect(() => {
    const params = new URLSearchParams(query);
    if (params.get('seed') !== seed || params.get('level') !== level) setSearchParams(current, { replace: true });
  }, [query, seed, level, current, setSearchParams]);

  const newGame = useCallback(
    (nextLevel: L = level) => setSearchParams(seedQuery(randomSeed(), nextLevel), { replace: true }),
    [level, setSearchParams],
  );
  return { seed, level, newGame };
}
