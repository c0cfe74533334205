import { useEffect, useRef } from 'react';
import { useBest } from './use-best';

export interface Round {
  /** Whether the round has ended with a result worth recording (a win, or a game over for scores). */
  finished: boolean;
  /** Names the round (seed and level, a puzzle id): each round's result is offered once. */
  id: string;
  /** The round's time or score. */
  value: number;
}

/**
 * The record for a game level; a finished round offers its result once, even though the effect that sees it
 * runs again while the finished screen stays (a timer tick, a re-render).
 */
export function useBestOnce(game: string, level: string, better: 'lower' | 'higher', round: Round): number | null {
  const { best, offer } = useBest(game, level, better);
  const { finished, id, value } = round;
  const recorded = useRef('');
  useEffect(() => {
    if (finished && recorded.current !== id) {
      recorded.current = id;
      offer(value);
    }
  }, [finished, id, value, offer]);
  return best;
}
