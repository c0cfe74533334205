import { Board } from './board';
import type { SudokuState } from './state';
import { conflicts, wrongCells } from './state';
import { applyDeduction, findEasiest, type Technique } from './techniques';
import { CELLS, cellName } from './units';

export type SudokuHint =
  | { readonly kind: 'solved'; readonly message: string }
  | { readonly kind: 'mistake'; readonly cells: readonly number[]; readonly message: string }
  | {
      readonly kind: 'place';
      readonly cell: number;
      readonly digit: number;
      readonly technique: Technique | 'reveal';
      /** The cells the explanation is about, for highlighting. */
      readonly cells: readonly number[];
      /** Eliminations needed first (in order), then the placement. */
      readonly steps: readonly string[];
      readonly message: string;
    };

/**
 * The next thing a careful solver would do from the current position: mistakes first, otherwise the easiest
 * chain of deductions that ends in a placement, each step explained in words.
 */
export function hint(state: SudokuState): SudokuHint {
  const clashes = conflicts(state);
  const wrong = clashes.length ? clashes : wrongCells(state);
  if (wrong.length) {
    const what = clashes.length ? 'clash with another digit in their row, column or box' : 'do not match the solution';
    return { kind: 'mistake', cells: wrong, message: `Some digits ${what}: ${wrong.map(cellName).join('; ')}.` };
  }
  const board = Board.fromGrid(state.values);
  if (board.isSolved()) return { kind: 'solved', message: 'The puzzle is solved.' };
  const steps: string[] = [];
  for (let guard = 0; guard < CELLS * 9; guard++) {
    const deduction = findEasiest(board);
    if (!deduction) break;
    steps.push(deduction.describe());
    if (deduction.placement) {
      return {
        kind: 'place',
        cell: deduction.placement.cell,
        digit: deduction.placement.digit,
        technique: deduction.technique,
        cells: deduction.cells,
        steps,
        message: steps[steps.length - 1],
      };
    }
    applyDeduction(board, deduction);
  }
  const cell = state.values.findIndex((v) => !v);
  const message = `No deduction in this helper's repertoire applies; ${cellName(cell)} is ${state.solution[cell]}.`;
  return {
    kind: 'place',
    cell,
    digit: state.solution[cell],
    technique: 'reveal',
    cells: [cell],
    steps: [message],
    message,
  };
}
