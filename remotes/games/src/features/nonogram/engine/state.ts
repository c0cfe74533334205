import { lineCells } from '../../shared/engine/grid';
import type { Seed } from '../../shared/engine/rng';
import { lineClue } from './clues';
import { generateNonogram, type NonogramPuzzle, type NonogramSize } from './generator';

/** What the player has marked in a cell. */
export type CellMark = 'empty' | 'filled' | 'crossed';

export interface NonogramState {
  readonly puzzle: NonogramPuzzle;
  readonly marks: readonly CellMark[];
}

export type NonogramMove =
  | { readonly type: 'mark'; readonly cell: number; readonly mark: CellMark }
  /** A drag: every cell on the straight line from `from` to `to` gets `mark`. */
  | { readonly type: 'line'; readonly from: number; readonly to: number; readonly mark: CellMark }
  | { readonly type: 'reset' };

export function createNonogramState(puzzle: NonogramPuzzle): NonogramState {
  return { puzzle, marks: new Array<CellMark>(puzzle.width * puzzle.height).fill('empty') };
}

export function nonogramFromSeed(seed: Seed, size: NonogramSize): NonogramState {
  return createNonogramState(generateNonogram(seed, size));
}

/** Returns the same object when nothing changes; a finished puzzle stays as it is. */
export function applyNonogramMove(state: NonogramState, move: NonogramMove): NonogramState {
  if (isNonogramSolved(state)) return state;
  const cells =
    move.type === 'mark'
      ? [move.cell]
      : move.type === 'line'
        ? lineCells(state.puzzle, move.from, move.to)
        : state.marks.map((_, i) => i);
  const mark = move.type === 'reset' ? 'empty' : move.mark;
  if (cells.every((c) => state.marks[c] === mark)) return state;
  const marks = [...state.marks];
  for (const c of cells) marks[c] = mark;
  return { ...state, marks };
}

/** The classic click cycle: empty → filled → crossed → empty (a screen may bind crosses to another button instead). */
export function nextMark(mark: CellMark): CellMark {
  return mark === 'empty' ? 'filled' : mark === 'filled' ? 'crossed' : 'empty';
}

/** Solved when the filled cells are exactly the picture; crosses are optional. */
export function isNonogramSolved(state: NonogramState): boolean {
  return state.marks.every((m, i) => (m === 'filled') === (state.puzzle.solution[i] === 1));
}

/** Which clues the current filling satisfies, so a screen can grey them out. */
export function satisfiedClues(state: NonogramState): { rows: boolean[]; columns: boolean[] } {
  const { width, height, clues } = state.puzzle;
  const filled = (x: number, y: number): boolean => state.marks[y * width + x] === 'filled';
  const same = (a: readonly number[], b: readonly number[]): boolean =>
    a.length === b.length && a.every((v, i) => v === b[i]);
  return {
    rows: clues.rows.map((clue, y) => same(clue, lineClue(Array.from({ length: width }, (_, x) => filled(x, y))))),
    columns: clues.columns.map((clue, x) =>
      same(clue, lineClue(Array.from({ length: height }, (_, y) => filled(x, y)))),
    ),
  };
}

/** Filled cells that are not in the picture (the "check" button). */
export function nonogramMistakes(state: NonogramState): number[] {
  return state.marks.flatMap((m, i) =>
    (m === 'filled' && !state.puzzle.solution[i]) || (m === 'crossed' && state.puzzle.solution[i]) ? [i] : [],
  );
}
