import { popcount } from '../../../shared/engine/grid';
import type { Board } from '../board';
import {
  combinations,
  describeEliminations,
  elimination,
  listCells,
  listDigits,
  type CellDigit,
  type Deduction,
  type Technique,
} from '../deduction';
import * as units from '../units';
import { digitsOf, unitName } from '../units';

// Local copies: imported bindings compile to property getters, which cost real time in the scans.
const { UNITS } = units;

/** k cells of a unit that between them hold only k digits. */
export function findNakedSubset(board: Board, size: number, technique: Technique): Deduction | null {
  for (const unit of UNITS) {
    const open = unit.cells.filter(
      (c) => !board.values[c] && popcount(board.cands[c]) >= 2 && popcount(board.cands[c]) <= size,
    );
    if (open.length < size) continue;
    for (const group of combinations(open, size)) {
      let mask = 0;
      for (const c of group) mask |= board.cands[c];
      if (popcount(mask) !== size) continue;
      const elims: CellDigit[] = [];
      for (const c of unit.cells) {
        if (group.includes(c)) continue;
        for (const digit of digitsOf(board.cands[c] & mask)) elims.push({ cell: c, digit });
      }
      if (elims.length === 0) continue;
      const digits = digitsOf(mask);
      const label = size === 2 ? 'Naked pair' : 'Naked triple';
      return elimination(
        technique,
        elims,
        group,
        () =>
          `${label}: ${listCells(group)} can only hold ${listDigits(digits)} between them, so remove ${describeEliminations(elims)} in ${unitName(unit)}.`,
      );
    }
  }
  return null;
}

/** k digits of a unit that fit only in the same k cells. */
export function findHiddenSubset(board: Board, size: number, technique: Technique): Deduction | null {
  for (const unit of UNITS) {
    const spots: Array<{ digit: number; mask: number }> = [];
    for (let d = 1; d <= 9; d++) {
      let mask = 0;
      unit.cells.forEach((c, i) => {
        if (board.cands[c] & (1 << (d - 1))) mask |= 1 << i;
      });
      const n = popcount(mask);
      if (n >= 2 && n <= size) spots.push({ digit: d, mask });
    }
    if (spots.length < size) continue;
    for (const group of combinations(spots, size)) {
      let positions = 0;
      let digitMask = 0;
      for (const g of group) {
        positions |= g.mask;
        digitMask |= 1 << (g.digit - 1);
      }
      if (popcount(positions) !== size) continue;
      const cells = unit.cells.filter((_, i) => positions & (1 << i));
      const elims: CellDigit[] = [];
      for (const c of cells) for (const digit of digitsOf(board.cands[c] & ~digitMask)) elims.push({ cell: c, digit });
      if (elims.length === 0) continue;
      const digits = digitsOf(digitMask);
      const label = size === 2 ? 'Hidden pair' : 'Hidden triple';
      return elimination(
        technique,
        elims,
        cells,
        () =>
          `${label}: in ${unitName(unit)}, ${listDigits(digits)} can only go in ${listCells(cells)}, so those cells hold nothing else (remove ${describeEliminations(elims)}).`,
      );
    }
  }
  return null;
}
