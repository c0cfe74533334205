import type { ComponentType } from 'react';
import { Spinner } from '@site/ui';
import { useSeedParams } from './use-seed-params';

/** What a seeded puzzle's screen draws from: the seed and level in the address, and a way to start anew. */
export interface SeededProps<L extends string> {
  seed: string;
  level: L;
  /** A new game at the chosen level, or at the current one with a new seed when called without one. */
  newGame: (level?: L) => void;
}

interface SeededGameProps<L extends string> {
  levels: readonly L[];
  fallback: L;
  screen: ComponentType<SeededProps<L>>;
}

/** A seeded puzzle's page: its screen once the seed is known, the loading state for the moment it is drawn. */
export function SeededGame<L extends string>({ levels, fallback, screen: Screen }: SeededGameProps<L>) {
  const { seed, level, newGame } = useSeedParams(levels, fallback);
  return seed === null ? <Spinner label="Loading game" /> : <Screen seed={seed} level={level} newGame={newGame} />;
}
