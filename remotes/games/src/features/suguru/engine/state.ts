import { neighbourTable } from '../../shared/engine/grid';
import type { Seed } from '../../shared/engine/rng';
import { generateSuguru, type SuguruPuzzle } from './generator';
import type { SuguruLevel } from './levels';
import { regionCells } from './regions';

export interface SuguruState {
  readonly puzzle: SuguruPuzzle;
  /** Current digits, givens included; 0 for empty. */
  readonly values: readonly number[];
  /** Pencil marks: bit d-1 set means d is noted. */
  readonly notes: readonly number[];
}

export type SuguruMove =
  | { readonly type: 'set'; readonly cell: number; readonly digit: number }
  | { readonly type: 'clear'; readonly cell: number }
  | { readonly type: 'note'; readonly cell: number; readonly digit: number };

export function createSuguruState(puzzle: SuguruPuzzle): SuguruState {
  return { puzzle, values: [...puzzle.givens], notes: new Array<number>(puzzle.givens.length).fill(0) };
}

export function suguruFromSeed(seed: Seed, level: SuguruLevel): SuguruState {
  return createSuguruState(generateSuguru(seed, level));
}

export function regionSize(puzzle: SuguruPuzzle, cell: number): number {
  return puzzle.regions.filter((r) => r === puzzle.regions[cell]).length;
}

const peerCache = new WeakMap<SuguruPuzzle, number[][]>();

/** Cells that must differ from `cell`: its region and everything touching it (worked out once per puzzle). */
function peersOf(puzzle: SuguruPuzzle, cell: number): number[] {
  let table = peerCache.get(puzzle);
  if (!table) {
    const groups = regionCells(puzzle.regions);
    const around = neighbourTable(puzzle, 8);
    table = puzzle.regions.map((region, c) => [...new Set([...groups[region].filter((o) => o !== c), ...around[c]])]);
    peerCache.set(puzzle, table);
  }
  return table[cell];
}

/** Returns the same object when the move changes nothing, so history records no empty step. */
export function applySuguruMove(state: SuguruState, move: SuguruMove): SuguruState {
  const { cell } = move;
  if (state.puzzle.givens[cell]) return state;
  if (move.type === 'note') {
    if (state.values[cell] || move.digit < 1 || move.digit > regionSize(state.puzzle, cell)) return state;
    const notes = [...state.notes];
    notes[cell] ^= 1 << (move.digit - 1);
    return { ...state, notes };
  }
  const digit = move.type === 'set' ? move.digit : 0;
  if (digit < 0 || digit > regionSize(state.puzzle, cell) || state.values[cell] === digit) return state;
  const values = [...state.values];
  values[cell] = digit;
  const notes = [...state.notes];
  if (digit) {
    notes[cell] = 0;
    for (const p of peersOf(state.puzzle, cell)) notes[p] &= ~(1 << (digit - 1));
  }
  return { ...state, values, notes };
}

/** Cells clashing with an equal digit in their region or touching them. */
export function suguruConflicts(state: SuguruState): number[] {
  return state.values.flatMap((v, cell) =>
    v && peersOf(state.puzzle, cell).some((p) => state.values[p] === v) ? [cell] : [],
  );
}

export function suguruWrongCells(state: SuguruState): number[] {
  return state.values.flatMap((v, cell) => (v && v !== state.puzzle.solution[cell] ? [cell] : []));
}

export function isSuguruSolved(state: SuguruState): boolean {
  return state.values.every((v, i) => v === state.puzzle.solution[i]);
}
