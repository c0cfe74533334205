export { entryAt, isBlack, layoutOf, type CrosswordLayout } from './layout';
export { CROSSWORDS } from './puzzles';
export {
  applyCrosswordMove,
  currentEntry,
  isCrosswordSolved,
  isEntryFilled,
  isFilled,
  newCrossword,
  type Arrow,
  type CrosswordMove,
  type CrosswordState,
  type Cursor,
  type LetterMark,
  type Scope,
} from './state';
export type { ClueEntry, CrosswordPuzzle, Direction, Entry } from './types';
export { MIN_ENTRY, validatePuzzle } from './validate';

import { CROSSWORDS } from './puzzles';
import type { CrosswordPuzzle } from './types';

export function crosswordById(id: string): CrosswordPuzzle | undefined {
  return CROSSWORDS.find((p) => p.id === id);
}
