import { popcount } from '../../../shared/engine/grid';
import type { Board } from '../board';
import { describeEliminations, elimination, listDigits, type CellDigit, type Deduction } from '../deduction';
import * as units from '../units';
import { cellName, digitsOf } from '../units';

// Local copies: imported bindings compile to property getters, which cost real time in the scans.
const { PEERS, sees } = units;
const CELLS = 81;

export function findXyWing(board: Board): Deduction | null {
  for (let pivot = 0; pivot < CELLS; pivot++) {
    const pm = board.cands[pivot];
    if (board.values[pivot] || popcount(pm) !== 2) continue;
    const pincers = PEERS[pivot].filter((c) => {
      const m = board.cands[c];
      return !board.values[c] && popcount(m) === 2 && popcount(m & pm) === 1;
    });
    for (const a of pincers) {
      for (const b of pincers) {
        if (a >= b) continue;
        const ma = board.cands[a];
        const mb = board.cands[b];
        const z = ma & mb & ~pm;
        if (popcount(z) !== 1 || (ma & pm) === (mb & pm)) continue;
        const digit = digitsOf(z)[0];
        const elims: CellDigit[] = [];
        for (const c of PEERS[a]) {
          if (c !== b && c !== pivot && sees(c, b) && board.cands[c] & z) elims.push({ cell: c, digit });
        }
        if (elims.length === 0) continue;
        return elimination(
          'xyWing',
          elims,
          [pivot, a, b],
          () =>
            `XY-wing: ${cellName(pivot)} is ${listDigits(digitsOf(pm)).replace(' and ', ' or ')}; either way one of ${cellName(a)} and ${cellName(b)} is ${digit}, so remove ${describeEliminations(elims)}.`,
        );
      }
    }
  }
  return null;
}

export function findXyzWing(board: Board): Deduction | null {
  for (let pivot = 0; pivot < CELLS; pivot++) {
    const pm = board.cands[pivot];
    if (board.values[pivot] || popcount(pm) !== 3) continue;
    const pincers = PEERS[pivot].filter(
      (c) => !board.values[c] && popcount(board.cands[c]) === 2 && (board.cands[c] & ~pm) === 0,
    );
    for (const a of pincers) {
      for (const b of pincers) {
        if (a >= b || board.cands[a] === board.cands[b]) continue;
        const z = board.cands[a] & board.cands[b];
        const digit = digitsOf(z)[0];
        const elims: CellDigit[] = [];
        for (const c of PEERS[pivot]) {
          if (c !== a && c !== b && sees(c, a) && sees(c, b) && board.cands[c] & z) elims.push({ cell: c, digit });
        }
        if (elims.length === 0) continue;
        return elimination(
          'xyzWing',
          elims,
          [pivot, a, b],
          () =>
            `XYZ-wing: ${cellName(pivot)} (${listDigits(digitsOf(pm))}), ${cellName(a)} and ${cellName(b)} hold ${digit} between them whichever way they resolve, so remove ${describeEliminations(elims)}.`,
        );
      }
    }
  }
  return null;
}
