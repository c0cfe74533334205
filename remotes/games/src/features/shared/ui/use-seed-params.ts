import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { randomSeed, readSeedParams, seedQuery } from '../engine';

/**
 * A seed for a visit to an address that has none, drawn once where the page is first drawn. For a page the server
 * renders that is the server, and the seed reaches the browser in the page's query cache, so both draw the same
 * puzzle; keyed by the visit (the location), so every visit gets a fresh one. Nothing is fetched.
 */
const freshSeedQuery = (visit: string) =>
  queryOptions({
    queryKey: ['games', 'fresh-seed', visit],
    queryFn: () => randomSeed(),
    staleTime: Infinity,
  });

/**
 * The puzzle's seed and level from `?seed=…&level=…`. A missing seed gets a fresh one written into the address
 * (replace), so the page can always be shared; `newGame` does the same with another fresh seed. The seed is null
 * only for the moment the fresh one is being drawn.
 */
export function useSeedParams<L extends string>(levels: readonly L[], fallback: L) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { key: visit } = useLocation();
  const query = searchParams.toString();
  const read = useMemo(() => readSeedParams(query, levels, fallback), [query, levels, fallback]);
  const fresh = useQuery({ ...freshSeedQuery(visit), enabled: read.seed === null });
  const seed = read.seed ?? fresh.data ?? null;
  const { level } = read;

  useEffect(() => {
    if (seed === null) return;
    const params = new URLSearchParams(query);
    if (params.get('seed') !== seed || params.get('level') !== level) {
      setSearchParams(seedQuery(seed, level), { replace: true });
    }
  }, [query, seed, level, setSearchParams]);

  const newGame = useCallback(
    (nextLevel: L = level) => setSearchParams(seedQuery(randomSeed(), nextLevel), { replace: true }),
    [level, setSearchParams],
  );
  return { seed, level, newGame };
}
