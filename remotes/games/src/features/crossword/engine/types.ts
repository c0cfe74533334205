export type Direction = 'across' | 'down';

export interface ClueEntry {
  readonly number: number;
  readonly clue: string;
  /** Written out so the validator can prove the grid and the clue list agree. */
  readonly answer: string;
}

/** Puzzle data as stored: grid rows of letters with '#' for black squares, and the clues by direction. */
export interface CrosswordPuzzle {
  readonly id: string;
  readonly title: string;
  readonly grid: readonly string[];
  readonly across: readonly ClueEntry[];
  readonly down: readonly ClueEntry[];
}

/** One word slot in the grid with its clue. */
export interface Entry {
  /** "12-across" style id, unique within a puzzle. */
  readonly id: string;
  readonly number: number;
  readonly direction: Direction;
  readonly cells: readonly number[];
  readonly answer: string;
  readonly clue: string;
}
