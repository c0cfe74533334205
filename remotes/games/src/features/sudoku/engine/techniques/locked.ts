import type { Board } from '../board';
import { elimination, type Deduction } from '../deduction';
import * as units from '../units';
import { unitName, type Unit } from '../units';

// Local copies: imported bindings compile to property getters, which cost real time in the scans.
const { BOXES, COLUMNS, ROWS, boxOf, colOf, rowOf } = units;

/** Pointing (a box confines a digit to one line) and box/line reduction (a line confines it to one box). */
export function findLockedCandidates(board: Board, technique: 'pointing' | 'boxLine'): Deduction | null {
  const sources = technique === 'pointing' ? BOXES : [...ROWS, ...COLUMNS];
  for (const unit of sources) {
    for (let d = 1; d <= 9; d++) {
      const bit = 1 << (d - 1);
      const positions = unit.cells.filter((c) => board.cands[c] & bit);
      if (positions.length < 2) continue;
      const targets: Unit[] = [];
      if (technique === 'pointing') {
        if (positions.every((c) => rowOf(c) === rowOf(positions[0]))) targets.push(ROWS[rowOf(positions[0])]);
        if (positions.every((c) => colOf(c) === colOf(positions[0]))) targets.push(COLUMNS[colOf(positions[0])]);
      } else if (positions.every((c) => boxOf(c) === boxOf(positions[0]))) {
        targets.push(BOXES[boxOf(positions[0])]);
      }
      for (const target of targets) {
        const elims = target.cells
          .filter((c) => !unit.cells.includes(c) && board.cands[c] & bit)
          .map((cell) => ({ cell, digit: d }));
        if (elims.length === 0) continue;
        return elimination(technique, elims, positions, () =>
          technique === 'pointing'
            ? `Pointing: in ${unitName(unit)} the ${d} must go in ${unitName(target)}, so no other cell of ${unitName(target)} can be ${d}.`
            : `Box/line: in ${unitName(unit)} the ${d} must go in ${unitName(target)}, so no other cell of ${unitName(target)} can be ${d}.`,
        );
      }
    }
  }
  return null;
}
