import type { Clues } from './clues';

export const UNKNOWN = -1;
export const EMPTY = 0;
export const FILLED = 1;

/**
 * Everything one line alone proves: each unknown cell that is filled in every arrangement of the clue consistent
 * with the known cells becomes filled, and each that is empty in all of them becomes empty. Prefix/suffix dynamic
 * programming over (blocks placed, cells used) makes this O(length x blocks). Returns null on a contradiction.
 */
export function solveLine(clue: readonly number[], line: Int8Array): Int8Array | null {
  const n = line.length;
  const k = clue.length;
  // emptyBefore[i] counts known-empty cells in [0, i), so a run can be tested for fillability in O(1).
  const emptyBefore = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) emptyBefore[i + 1] = emptyBefore[i] + (line[i] === EMPTY ? 1 : 0);
  const canFill = (s: number, e: number): boolean => emptyBefore[e] - emptyBefore[s] === 0;
  const canEmpty = (i: number): boolean => line[i] !== FILLED;

  // pre[j][i]: blocks 0..j-1 fit in cells [0, i), with cells after the last block empty.
  const pre: Uint8Array[] = Array.from({ length: k + 1 }, () => new Uint8Array(n + 1));
  pre[0][0] = 1;
  for (let i = 1; i <= n; i++) pre[0][i] = pre[0][i - 1] && canEmpty(i - 1) ? 1 : 0;
  for (let j = 1; j <= k; j++) {
    const len = clue[j - 1];
    for (let i = 1; i <= n; i++) {
      let ok = pre[j][i - 1] === 1 && canEmpty(i - 1);
      const s = i - len;
      if (!ok && s >= 0 && canFill(s, i))
        ok = j === 1 ? pre[0][s] === 1 : s >= 1 && canEmpty(s - 1) && pre[j - 1][s - 1] === 1;
      pre[j][i] = ok ? 1 : 0;
    }
  }
  if (!pre[k][n]) return null;

  // suf[j][i]: blocks j..k-1 fit in cells [i, n), with cells before the first block empty.
  const suf: Uint8Array[] = Array.from({ length: k + 1 }, () => new Uint8Array(n + 1));
  suf[k][n] = 1;
  for (let i = n - 1; i >= 0; i--) suf[k][i] = suf[k][i + 1] && canEmpty(i) ? 1 : 0;
  for (let j = k - 1; j >= 0; j--) {
    const len = clue[j];
    for (let i = n - 1; i >= 0; i--) {
      let ok = suf[j][i + 1] === 1 && canEmpty(i);
      const e = i + len;
      if (!ok && e <= n && canFill(i, e))
        ok = j === k - 1 ? suf[k][e] === 1 : e < n && canEmpty(e) && suf[j + 1][e + 1] === 1;
      suf[j][i] = ok ? 1 : 0;
    }
  }

  const mayEmpty = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (!canEmpty(i)) continue;
    for (let j = 0; j <= k; j++) {
      if (pre[j][i] && suf[j][i + 1]) {
        mayEmpty[i] = 1;
        break;
      }
    }
  }
  const fillCover = new Int32Array(n + 1);
  for (let j = 0; j < k; j++) {
    const len = clue[j];
    for (let s = 0; s + len <= n; s++) {
      const e = s + len;
      if (!canFill(s, e)) continue;
      const left = j === 0 ? pre[0][s] === 1 : s >= 1 && canEmpty(s - 1) && pre[j][s - 1] === 1;
      if (!left) continue;
      const right = j === k - 1 ? suf[k][e] === 1 : e < n && canEmpty(e) && suf[j + 1][e + 1] === 1;
      if (!right) continue;
      fillCover[s]++;
      fillCover[e]--;
    }
  }
  const out = new Int8Array(n);
  let cover = 0;
  for (let i = 0; i < n; i++) {
    cover += fillCover[i];
    const mayFill = cover > 0;
    if (!mayFill && !mayEmpty[i]) return null;
    out[i] = mayFill && mayEmpty[i] ? UNKNOWN : mayFill ? FILLED : EMPTY;
  }
  return out;
}

export interface GridSolveResult {
  /** Row-major cells: FILLED, EMPTY or UNKNOWN where line logic ran out. */
  readonly cells: Int8Array;
  readonly solved: boolean;
  readonly contradiction: boolean;
}

/** One direction of the grid (rows or columns): its clues, which lines need another look, and a line's buffer. */
interface Lines {
  readonly clues: readonly (readonly number[])[];
  readonly dirty: Uint8Array;
  readonly line: Int8Array;
  /** Index in the row-major grid of the cell at `position` of line `index`. */
  readonly cellAt: (index: number, position: number) => number;
}

/**
 * Solves every dirty line of `lines`, writes what it proves into `cells` and marks the crossing lines of the cells
 * it changed dirty. Returns whether a cell changed, or null on a contradiction.
 */
function sweep(cells: Int8Array, lines: Lines, crossing: Lines): boolean | null {
  const { clues, dirty, line, cellAt } = lines;
  let changed = false;
  for (let i = 0; i < dirty.length; i++) {
    if (!dirty[i]) continue;
    dirty[i] = 0;
    for (let p = 0; p < line.length; p++) line[p] = cells[cellAt(i, p)];
    const solved = solveLine(clues[i], line);
    if (!solved) return null;
    for (let p = 0; p < line.length; p++) {
      if (solved[p] !== line[p]) {
        cells[cellAt(i, p)] = solved[p];
        crossing.dirty[p] = 1;
        changed = true;
      }
    }
  }
  return changed;
}

/**
 * Line-by-line deduction to a fixed point, revisiting only lines that changed. A full solve proves the picture is
 * the unique solution, since every step is forced.
 */
export function solveByLines(width: number, height: number, clues: Clues, start?: Int8Array): GridSolveResult {
  const cells = start ? start.slice() : new Int8Array(width * height).fill(UNKNOWN);
  const rows: Lines = {
    clues: clues.rows,
    dirty: new Uint8Array(height).fill(1),
    line: new Int8Array(width),
    cellAt: (y, x) => y * width + x,
  };
  const columns: Lines = {
    clues: clues.columns,
    dirty: new Uint8Array(width).fill(1),
    line: new Int8Array(height),
    cellAt: (x, y) => y * width + x,
  };
  let changed = true;
  while (changed) {
    changed = false;
    for (const [lines, crossing] of [
      [rows, columns],
      [columns, rows],
    ]) {
      const swept = sweep(cells, lines, crossing);
      if (swept === null) return { cells, solved: false, contradiction: true };
      changed ||= swept;
    }
  }
  return { cells, solved: !cells.includes(UNKNOWN), contradiction: false };
}
