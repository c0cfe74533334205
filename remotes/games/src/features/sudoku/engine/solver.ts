import { Rng } from '../../shared/engine/rng';
import { boxOf, colOf, rowOf } from './units';

// Local copies: imported bindings compile to property getters, which cost real time in the search loop.
const CELLS = 81;
const ALL_DIGITS = 0x1ff;

const ROW = Uint8Array.from({ length: CELLS }, (_, i) => rowOf(i));
const COL = Uint8Array.from({ length: CELLS }, (_, i) => colOf(i));
const BOX = Uint8Array.from({ length: CELLS }, (_, i) => boxOf(i));
const BITS = Uint8Array.from({ length: 512 }, (_, m) => {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
});

/** Backtracking on bitmasks with minimum-remaining-values ordering; `rng` shuffles digit order for generation. */
class Search {
  readonly cells = new Int8Array(CELLS);
  readonly rows = new Int32Array(9);
  readonly cols = new Int32Array(9);
  readonly boxes = new Int32Array(9);
  readonly empty: number[] = [];
  count = 0;
  first: number[] | null = null;
  valid = true;

  constructor(
    grid: ArrayLike<number>,
    private readonly limit: number,
    private readonly rng?: Rng,
    private readonly excludeCell = -1,
    private readonly excludeBit = 0,
  ) {
    for (let i = 0; i < CELLS; i++) {
      const d = grid[i];
      if (!d) {
        this.empty.push(i);
        continue;
      }
      const bit = 1 << (d - 1);
      if ((this.rows[ROW[i]] | this.cols[COL[i]] | this.boxes[BOX[i]]) & bit) this.valid = false;
      this.rows[ROW[i]] |= bit;
      this.cols[COL[i]] |= bit;
      this.boxes[BOX[i]] |= bit;
      this.cells[i] = d;
    }
  }

  run(): void {
    if (this.valid) this.recurse(0);
  }

  /** Empties before `depth` in `this.empty` are filled; the chosen cell is swapped to position `depth`. */
  private recurse(depth: number): boolean {
    const empty = this.empty;
    if (depth === empty.length) {
      this.count++;
      if (!this.first) this.first = Array.from(this.cells);
      return this.count >= this.limit;
    }
    let bestPos = -1;
    let bestMask = 0;
    let bestCount = 10;
    for (let p = depth; p < empty.length; p++) {
      const i = empty[p];
      let mask = ALL_DIGITS & ~(this.rows[ROW[i]] | this.cols[COL[i]] | this.boxes[BOX[i]]);
      if (i === this.excludeCell) mask &= ~this.excludeBit;
      const n = BITS[mask];
      if (n < bestCount) {
        bestPos = p;
        bestMask = mask;
        bestCount = n;
        if (n <= 1) break;
      }
    }
    if (bestCount === 0) return false;
    const cell = empty[bestPos];
    empty[bestPos] = empty[depth];
    empty[depth] = cell;
    const r = ROW[cell];
    const c = COL[cell];
    const b = BOX[cell];
    let done = false;
    if (this.rng) {
      const digits: number[] = [];
      for (let d = 1; d <= 9; d++) if (bestMask & (1 << (d - 1))) digits.push(d);
      for (const d of this.rng.shuffle(digits)) if ((done = this.tryDigit(depth, cell, r, c, b, d))) break;
    } else {
      for (let m = bestMask; m && !done; m &= m - 1)
        done = this.tryDigit(depth, cell, r, c, b, 32 - Math.clz32(m & -m));
    }
    empty[depth] = empty[bestPos];
    empty[bestPos] = cell;
    return done;
  }

  private tryDigit(depth: number, cell: number, r: number, c: number, b: number, d: number): boolean {
    const bit = 1 << (d - 1);
    this.cells[cell] = d;
    this.rows[r] |= bit;
    this.cols[c] |= bit;
    this.boxes[b] |= bit;
    const done = this.recurse(depth + 1);
    this.rows[r] &= ~bit;
    this.cols[c] &= ~bit;
    this.boxes[b] &= ~bit;
    this.cells[cell] = 0;
    return done;
  }
}

/** Number of solutions, counting stops at `limit` (2 is enough to decide uniqueness). */
export function countSolutions(grid: ArrayLike<number>, limit = 2): number {
  const search = new Search(grid, limit);
  search.run();
  return search.count;
}

export function solve(grid: ArrayLike<number>): number[] | null {
  const search = new Search(grid, 1);
  search.run();
  return search.first;
}

export function hasUniqueSolution(grid: ArrayLike<number>): boolean {
  return countSolutions(grid, 2) === 1;
}

/** A uniformly shuffled complete valid grid. */
export function randomSolution(rng: Rng): number[] {
  const search = new Search(new Array<number>(CELLS).fill(0), 1, rng);
  search.run();
  if (!search.first) throw new Error('an empty sudoku always has a solution');
  return search.first;
}

/** True when some solution puts another digit in `cell`, i.e. clearing that given would break uniqueness. */
export function hasSolutionAvoiding(grid: ArrayLike<number>, cell: number, digit: number): boolean {
  const work = Array.from(grid);
  work[cell] = 0;
  const search = new Search(work, 1, undefined, cell, 1 << (digit - 1));
  search.run();
  return search.count > 0;
}
