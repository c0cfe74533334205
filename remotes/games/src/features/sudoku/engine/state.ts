import { Rng, type Seed } from '../../shared/engine/rng';
import { Board } from './board';
import { generateSudoku, type SudokuPuzzle } from './generator';
import type { Level } from './techniques';
import { CELLS, PEERS, digitsOf } from './units';

/** Everything a screen needs to draw a game; plain data, so JSON round-trips it. */
export interface SudokuState {
  readonly seed: string;
  readonly level: Level;
  /** 81 digits, 0 for empty; given cells cannot be changed. */
  readonly givens: readonly number[];
  readonly solution: readonly number[];
  /** Current digits, givens included. */
  readonly values: readonly number[];
  /** Pencil marks: bit d-1 set means d is noted. */
  readonly notes: readonly number[];
}

export type SudokuMove =
  | { readonly type: 'set'; readonly cell: number; readonly digit: number }
  | { readonly type: 'clear'; readonly cell: number }
  | { readonly type: 'note'; readonly cell: number; readonly digit: number }
  | { readonly type: 'fillNotes' }
  | { readonly type: 'clearNotes' };

export function createState(puzzle: SudokuPuzzle): SudokuState {
  return {
    seed: puzzle.seed,
    level: puzzle.level,
    givens: puzzle.givens,
    solution: puzzle.solution,
    values: [...puzzle.givens],
    notes: new Array<number>(CELLS).fill(0),
  };
}

export function fromSeed(seed: Seed, level: Level): SudokuState {
  return createState(generateSudoku(seed, level));
}

export const isGiven = (state: SudokuState, cell: number): boolean => state.givens[cell] !== 0;

/** Applies a move; returns the same object when nothing changes (so history records no empty step). */
export function applyMove(state: SudokuState, move: SudokuMove): SudokuState {
  switch (move.type) {
    case 'set':
      return setDigit(state, move.cell, move.digit);
    case 'clear':
      return setDigit(state, move.cell, 0);
    case 'note':
      return toggleNote(state, move.cell, move.digit);
    case 'fillNotes':
      return fillNotes(state);
    case 'clearNotes':
      return state.notes.some(Boolean) ? { ...state, notes: new Array<number>(CELLS).fill(0) } : state;
  }
}

/** Placing a digit also strikes it from the pencil marks of the cell's peers, as players expect. */
function setDigit(state: SudokuState, cell: number, digit: number): SudokuState {
  if (isGiven(state, cell) || state.values[cell] === digit) return state;
  const values = [...state.values];
  values[cell] = digit;
  const notes = [...state.notes];
  if (digit) {
    notes[cell] = 0;
    const clear = ~(1 << (digit - 1));
    for (const peer of PEERS[cell]) notes[peer] &= clear;
  }
  return { ...state, values, notes };
}

function toggleNote(state: SudokuState, cell: number, digit: number): SudokuState {
  if (state.values[cell] || digit < 1 || digit > 9) return state;
  const notes = [...state.notes];
  notes[cell] ^= 1 << (digit - 1);
  return { ...state, notes };
}

/** Pencils in every candidate the placed digits allow, for each empty cell. */
function fillNotes(state: SudokuState): SudokuState {
  const cands = candidateMasks(state);
  const notes = state.values.map((v, i) => (v ? 0 : cands[i]));
  return notes.every((n, i) => n === state.notes[i]) ? state : { ...state, notes };
}

/** Candidate bitmask per cell implied by the digits on the board (0 for filled cells). */
export function candidateMasks(state: SudokuState): number[] {
  return Array.from(Board.fromGrid(state.values).cands);
}

export function noteDigits(state: SudokuState, cell: number): number[] {
  return digitsOf(state.notes[cell]);
}

/** Cells whose digit repeats in a row, column or box: shown in red as the player types. */
export function conflicts(state: SudokuState): number[] {
  const out: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    const v = state.values[cell];
    if (v && PEERS[cell].some((p) => state.values[p] === v)) out.push(cell);
  }
  return out;
}

/** Filled cells that disagree with the solution (the "check" button). */
export function wrongCells(state: SudokuState): number[] {
  const out: number[] = [];
  for (let cell = 0; cell < CELLS; cell++)
    if (state.values[cell] && state.values[cell] !== state.solution[cell]) out.push(cell);
  return out;
}

export function isSolved(state: SudokuState): boolean {
  return state.values.every((v, i) => v === state.solution[i]);
}

/** Fills all but `remaining` empty cells correctly: near-finished games for tests and demos. */
export function nearlyComplete(state: SudokuState, remaining: number, seed: Seed = 'near'): SudokuState {
  const empty = new Rng(seed).shuffle(state.values.flatMap((v, i) => (v ? [] : [i])));
  const values = [...state.values];
  for (const cell of empty.slice(remaining)) values[cell] = state.solution[cell];
  return { ...state, values, notes: new Array<number>(CELLS).fill(0) };
}
