import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CROSSWORDS, crosswordById, type CrosswordPuzzle } from './engine';

/**
 * The puzzle named by `?puzzle=<id>`, so a shared link replays it. A missing or unknown id falls back to the first
 * puzzle and is written into the address (replace), like the seed of the generated games.
 */
export function usePuzzleParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const puzzle: CrosswordPuzzle = useMemo(
    () => crosswordById(new URLSearchParams(query).get('puzzle') ?? '') ?? CROSSWORDS[0],
    [query],
  );

  useEffect(() => {
    const params = new URLSearchParams(query);
    if (params.get('puzzle') !== puzzle.id) {
      params.set('puzzle', puzzle.id);
      setSearchParams(params, { replace: true });
    }
  }, [query, puzzle, setSearchParams]);

  const choose = useCallback(
    (id: string) => {
      const params = new URLSearchParams(query);
      params.set('puzzle', id);
      setSearchParams(params, { replace: true });
    },
    [query, setSearchParams],
  );
  return { puzzle, choose };
}
