import { popcount } from '../../../shared/engine/grid';
import type { Board } from '../board';
import { capitalise, type Deduction } from '../deduction';
import * as units from '../units';
import { cellName, digitsOf, unitName, type Unit } from '../units';

// Local copies: imported bindings compile to property getters, which cost real time in the scans.
const { BOXES, COLUMNS, ROWS } = units;
const CELLS = 81;

/** Boxes first: that is where people look for hidden singles. */
const SCAN_ORDER: readonly Unit[] = [...BOXES, ...ROWS, ...COLUMNS];

export function findHiddenSingle(board: Board): Deduction | null {
  for (const unit of SCAN_ORDER) {
    for (let d = 1; d <= 9; d++) {
      const bit = 1 << (d - 1);
      let pos = -1;
      let count = 0;
      for (const cell of unit.cells) {
        if (board.cands[cell] & bit) {
          pos = cell;
          count++;
        }
      }
      if (count === 1) {
        const cell = pos;
        return {
          technique: 'hiddenSingle',
          placement: { cell, digit: d },
          eliminations: [],
          cells: unit.cells,
          describe: () => `Only one cell in ${unitName(unit)} can take a ${d}: ${cellName(cell)}.`,
        };
      }
    }
  }
  return null;
}

export function findNakedSingle(board: Board): Deduction | null {
  for (let cell = 0; cell < CELLS; cell++) {
    const mask = board.cands[cell];
    if (board.values[cell] || popcount(mask) !== 1) continue;
    const digit = digitsOf(mask)[0];
    return {
      technique: 'nakedSingle',
      placement: { cell, digit },
      eliminations: [],
      cells: [cell],
      describe: () =>
        `${capitalise(cellName(cell))} can only be ${digit}: every other digit is ruled out by its row, column and box.`,
    };
  }
  return null;
}
