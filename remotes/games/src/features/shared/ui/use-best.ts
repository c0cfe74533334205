import { useCallback, useEffect, useState } from 'react';
import { readBest, recordBest } from './best-scores';

/** The stored record for a game level, and a way to offer a new result. */
export function useBest(game: string, level: string, better: 'lower' | 'higher') {
  const [best, setBest] = useState(() => readBest(game, level));
  useEffect(() => setBest(readBest(game, level)), [game, level]);
  const offer = useCallback((value: number) => setBest(recordBest(game, level, value, better)), [game, level, better]);
  return { best, offer };
}
