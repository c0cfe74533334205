import { popcount } from '../../../shared/engine/grid';
import type { Board } from '../board';
import {
  combinations,
  describeEliminations,
  elimination,
  listDigits,
  type CellDigit,
  type Deduction,
  type Technique,
} from '../deduction';
import * as units from '../units';
import { cellName, unitName, type Unit } from '../units';

// Local copies: imported bindings compile to property getters, which cost real time in the scans.
const { COLUMNS, PEERS, ROWS, UNITS, sees } = units;

/** X-wing (size 2) and swordfish (size 3): a digit confined to the same k columns in k rows, or the reverse. */
export function findFish(board: Board, size: number, technique: Technique): Deduction | null {
  for (let d = 1; d <= 9; d++) {
    const bit = 1 << (d - 1);
    for (const byRows of [true, false]) {
      const base = byRows ? ROWS : COLUMNS;
      const cover = byRows ? COLUMNS : ROWS;
      const lines: Array<{ index: number; mask: number }> = [];
      base.forEach((unit, index) => {
        let mask = 0;
        unit.cells.forEach((c, i) => {
          if (board.cands[c] & bit) mask |= 1 << i;
        });
        const n = popcount(mask);
        if (n >= 2 && n <= size) lines.push({ index, mask });
      });
      if (lines.length < size) continue;
      for (const group of combinations(lines, size)) {
        let union = 0;
        for (const g of group) union |= g.mask;
        if (popcount(union) !== size) continue;
        const baseIdx = group.map((g) => g.index);
        const coverIdx = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((i) => union & (1 << i));
        const elims: CellDigit[] = [];
        for (const ci of coverIdx) {
          cover[ci].cells.forEach((c, bi) => {
            if (!baseIdx.includes(bi) && board.cands[c] & bit) elims.push({ cell: c, digit: d });
          });
        }
        if (elims.length === 0) continue;
        const label = size === 2 ? 'X-wing' : 'Swordfish';
        const baseKind = byRows ? 'rows' : 'columns';
        const coverKind = byRows ? 'columns' : 'rows';
        const cells = baseIdx.flatMap((bi) => base[bi].cells.filter((c) => board.cands[c] & bit));
        return elimination(
          technique,
          elims,
          cells,
          () =>
            `${label} on ${d}: in ${baseKind} ${listDigits(baseIdx.map((i) => i + 1))} the ${d} can only sit in ${coverKind} ${listDigits(coverIdx.map((i) => i + 1))}, so remove ${d} from the rest of those ${coverKind}.`,
        );
      }
    }
  }
  return null;
}

/** Two conjugate pairs of one digit joined by a weak link (skyscraper, two-string kite, turbot fish). */
export function findTurbotFish(board: Board): Deduction | null {
  for (let d = 1; d <= 9; d++) {
    const bit = 1 << (d - 1);
    const links: Array<{ unit: Unit; ends: [number, number] }> = [];
    for (const unit of UNITS) {
      const spots = unit.cells.filter((c) => board.cands[c] & bit);
      if (spots.length === 2) links.push({ unit, ends: [spots[0], spots[1]] });
    }
    for (const first of links) {
      for (const second of links) {
        if (first === second) continue;
        for (let i = 0; i < 4; i++) {
          const a1 = first.ends[i >> 1];
          const a2 = first.ends[1 - (i >> 1)];
          const b1 = second.ends[i & 1];
          const b2 = second.ends[1 - (i & 1)];
          if (a1 === b1 || a1 === b2 || a2 === b1 || a2 === b2 || !sees(a2, b1) || sees(a1, b2)) continue;
          const elims: CellDigit[] = [];
          for (const c of PEERS[a1])
            if (c !== b2 && sees(c, b2) && board.cands[c] & bit) elims.push({ cell: c, digit: d });
          if (elims.length === 0) continue;
          return elimination(
            'turbotFish',
            elims,
            [a1, a2, b1, b2],
            () =>
              `Turbot fish on ${d}: ${d} goes in ${cellName(a1)} or ${cellName(a2)} (${unitName(first.unit)}), and in ${cellName(b1)} or ${cellName(b2)} (${unitName(second.unit)}); ${cellName(a2)} and ${cellName(b1)} see each other, so one of ${cellName(a1)} and ${cellName(b2)} is ${d}. Remove ${describeEliminations(elims)}.`,
          );
        }
      }
    }
  }
  return null;
}
