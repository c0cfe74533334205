import type { ComponentType } from 'react';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { Spinner } from '@site/ui';
import { useSeedParams } from './use-seed-params';

/** What a seeded puzzle's screen draws from: the seed and level in the address, its puzzle, and a way to start anew. */
export interface SeededProps<L extends string, P extends object> {
  seed: string;
  level: L;
  /** The puzzle the seed and level make. */
  puzzle: P;
  /** A new game at the chosen level, or at the current one with a new seed when called without one. */
  newGame: (level?: L) => void;
}

interface Puzzle<L extends string, P extends object> {
  /** The game's name, for the puzzle's query key. */
  game: string;
  make: (seed: string, level: L) => P;
}

interface SeededGameProps<L extends string, P extends object> extends Puzzle<L, P> {
  levels: readonly L[];
  fallback: L;
  screen: ComponentType<SeededProps<L, P>>;
}

/**
 * A puzzle is made once where the page is first drawn: for a page the server renders, the server, whose query cache
 * the page carries, so the browser does not make it again while it hydrates (a hard sudoku is tens of milliseconds
 * of script on a phone). Elsewhere it is made at once, in the first render.
 */
const puzzleQuery = <L extends string, P extends object>({ game, make }: Puzzle<L, P>, seed: string, level: L) =>
  queryOptions({
    queryKey: ['games', game, 'puzzle', seed, level],
    queryFn: () => make(seed, level),
    initialData: () => make(seed, level),
    staleTime: Infinity,
  });

/** A seeded puzzle's page: its screen once the seed is known, the loading state for the moment it is drawn. */
export function SeededGame<L extends string, P extends object>({
  levels,
  fallback,
  screen,
  ...puzzle
}: SeededGameProps<L, P>) {
  const { seed, level, newGame } = useSeedParams(levels, fallback);
  return seed === null ? (
    <Spinner label="Loading game" />
  ) : (
    <SeededScreen puzzle={puzzle} seed={seed} level={level} newGame={newGame} screen={screen} />
  );
}

interface SeededScreenProps<L extends string, P extends object> extends Omit<SeededProps<L, P>, 'puzzle'> {
  puzzle: Puzzle<L, P>;
  screen: ComponentType<SeededProps<L, P>>;
}

function SeededScreen<L extends string, P extends object>({
  puzzle,
  seed,
  level,
  newGame,
  screen: Screen,
}: SeededScreenProps<L, P>) {
  // Never suspends: the puzzle is in the cache or made at once.
  const { data } = useSuspenseQuery(puzzleQuery(puzzle, seed, level));
  return <Screen seed={seed} level={level} puzzle={data} newGame={newGame} />;
}
