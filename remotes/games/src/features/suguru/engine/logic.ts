import { neighbourTable } from '../../shared/engine/grid';
import { regionCells } from './regions';
import type { SuguruLayout } from './solver';

const BITS = (m: number): number => {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
};

/**
 * Solves as a person would with candidate lists: naked singles, hidden singles in a region and, when allowed,
 * "touching" eliminations (a digit whose last places in a region all touch a cell cannot go in that cell).
 * Returns whether the grid was completed; a complete logical solve also proves the solution unique.
 */
export function solvesByLogic(layout: SuguruLayout, grid: ArrayLike<number>, touching: boolean): boolean {
  const around = neighbourTable(layout, 8);
  const groups = regionCells(layout.regions);
  const total = layout.regions.length;
  const values = Array.from(grid);
  const cands = new Array<number>(total).fill(0);
  for (let cell = 0; cell < total; cell++) {
    if (values[cell]) continue;
    const r = layout.regions[cell];
    let m = (1 << groups[r].length) - 1;
    for (const other of groups[r]) if (values[other]) m &= ~(1 << (values[other] - 1));
    for (const n of around[cell]) if (values[n]) m &= ~(1 << (values[n] - 1));
    cands[cell] = m;
  }
  let open = values.filter((v) => !v).length;
  const place = (cell: number, digit: number): void => {
    values[cell] = digit;
    cands[cell] = 0;
    open--;
    const clear = ~(1 << (digit - 1));
    for (const other of groups[layout.regions[cell]]) cands[other] &= clear;
    for (const n of around[cell]) cands[n] &= clear;
  };

  while (open > 0) {
    let progress = false;
    for (let cell = 0; cell < total; cell++) {
      if (values[cell]) continue;
      if (cands[cell] === 0) return false;
      if (BITS(cands[cell]) === 1) {
        place(cell, 32 - Math.clz32(cands[cell]));
        progress = true;
      }
    }
    for (const cells of groups) {
      for (let d = 1; d <= cells.length; d++) {
        const spots = cells.filter((c) => cands[c] & (1 << (d - 1)));
        if (spots.length === 1) {
          place(spots[0], d);
          progress = true;
        } else if (touching && spots.length > 1) {
          for (const x of around[spots[0]]) {
            if (
              layout.regions[x] !== layout.regions[spots[0]] &&
              cands[x] & (1 << (d - 1)) &&
              spots.every((s) => around[s].includes(x))
            ) {
              cands[x] &= ~(1 << (d - 1));
              progress = true;
            }
          }
        }
      }
    }
    if (!progress) return false;
  }
  return true;
}
