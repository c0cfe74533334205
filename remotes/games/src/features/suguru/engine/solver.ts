import { neighbourTable, type GridSize } from '../../shared/engine/grid';
import { regionCells } from './regions';

/** The shape of a Suguru: its size and which region each cell belongs to. */
export interface SuguruLayout extends GridSize {
  readonly regions: readonly number[];
}

const BITS = Uint8Array.from({ length: 64 }, (_, m) => {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
});

/** Backtracking with minimum-remaining-values over digit bitmasks. */
class Search {
  readonly values: Int8Array;
  readonly used: Int32Array;
  readonly full: Int32Array;
  readonly around: number[][];
  count = 0;
  first: number[] | null = null;
  valid = true;

  constructor(
    readonly layout: SuguruLayout,
    grid: ArrayLike<number>,
    private readonly limit: number,
    private readonly excludeCell = -1,
    private readonly excludeBit = 0,
  ) {
    const groups = regionCells(layout.regions);
    this.around = neighbourTable(layout, 8);
    this.values = new Int8Array(layout.regions.length);
    this.used = new Int32Array(groups.length);
    this.full = Int32Array.from(groups, (cells) => (1 << cells.length) - 1);
    for (let i = 0; i < this.values.length; i++) {
      const v = grid[i];
      if (!v) continue;
      const bit = 1 << (v - 1);
      const r = layout.regions[i];
      if (this.used[r] & bit || !(this.full[r] & bit) || this.around[i].some((n) => grid[n] === v)) this.valid = false;
      this.used[r] |= bit;
      this.values[i] = v;
    }
  }

  mask(cell: number): number {
    const r = this.layout.regions[cell];
    let m = this.full[r] & ~this.used[r];
    for (const n of this.around[cell]) if (this.values[n]) m &= ~(1 << (this.values[n] - 1));
    if (cell === this.excludeCell) m &= ~this.excludeBit;
    return m;
  }

  run(): void {
    if (this.valid) this.recurse();
  }

  private recurse(): boolean {
    let best = -1;
    let bestMask = 0;
    let bestCount = 99;
    for (let i = 0; i < this.values.length; i++) {
      if (this.values[i]) continue;
      const m = this.mask(i);
      if (BITS[m] < bestCount) {
        best = i;
        bestMask = m;
        bestCount = BITS[m];
        if (bestCount <= 1) break;
      }
    }
    if (best < 0) {
      this.count++;
      if (!this.first) this.first = Array.from(this.values);
      return this.count >= this.limit;
    }
    const digits: number[] = [];
    for (let d = 1; d <= 5; d++) if (bestMask & (1 << (d - 1))) digits.push(d);
    const r = this.layout.regions[best];
    for (const d of digits) {
      this.values[best] = d;
      this.used[r] |= 1 << (d - 1);
      const done = this.recurse();
      this.used[r] &= ~(1 << (d - 1));
      this.values[best] = 0;
      if (done) return true;
    }
    return false;
  }
}

export function countSuguruSolutions(layout: SuguruLayout, grid: ArrayLike<number>, limit = 2): number {
  const search = new Search(layout, grid, limit);
  search.run();
  return search.count;
}

export function solveSuguru(layout: SuguruLayout, grid: ArrayLike<number>): number[] | null {
  const search = new Search(layout, grid, 1);
  search.run();
  return search.first;
}

/** True when some solution puts another digit in `cell`: clearing that given would break uniqueness. */
export function hasSolutionAvoiding(
  layout: SuguruLayout,
  grid: ArrayLike<number>,
  cell: number,
  digit: number,
): boolean {
  const work = Array.from(grid);
  work[cell] = 0;
  const search = new Search(layout, work, 1, cell, 1 << (digit - 1));
  search.run();
  return search.count > 0;
}
