import { neighboursOf, type MineBoard } from './board';

export interface MinesSolution {
  /** True when every safe cell was opened without guessing. */
  readonly solved: boolean;
  /** Cells to click, in order; each is provably safe when clicked (zeros open their area as usual). */
  readonly safeClicks: readonly number[];
  /** Mines in the order they were deduced: the flags a careful player would place. */
  readonly mines: readonly number[];
}

const UNKNOWN = 0;
const OPEN = 1;
const MINE = 2;

/**
 * Plays the board as a careful human would, from `firstClick`: single-cell rules (a number satisfied by its flags
 * frees its other neighbours; a number needing all its unknowns makes them mines), then two-constraint reasoning
 * on overlapping numbers (subsets and bounded overlaps), then the global mine count. No guessing, no enumeration.
 */
export function solveBoard(board: MineBoard, firstClick: number): MinesSolution {
  const total = board.width * board.height;
  const around = neighboursOf(board);
  const state = new Uint8Array(total);
  const safeClicks: number[] = [];
  const mines: number[] = [];
  let opened = 0;
  let minesLeft = board.mines.reduce((n, m) => n + (m ? 1 : 0), 0);
  const safeTotal = total - minesLeft;

  const open = (start: number): void => {
    if (state[start] !== UNKNOWN) return;
    if (board.mines[start]) throw new Error('solver opened a mine: a deduction rule is unsound');
    safeClicks.push(start);
    const stack = [start];
    state[start] = OPEN;
    while (stack.length) {
      const cell = stack.pop() as number;
      opened++;
      if (board.counts[cell] !== 0) continue;
      for (const n of around[cell]) {
        if (state[n] === UNKNOWN) {
          state[n] = OPEN;
          stack.push(n);
        }
      }
    }
  };
  const markMine = (cell: number): void => {
    if (state[cell] !== UNKNOWN) return;
    state[cell] = MINE;
    mines.push(cell);
    minesLeft--;
  };

  open(firstClick);
  while (opened < safeTotal) {
    if (applySingleRules(board, state, around, open, markMine)) continue;
    if (applyPairRules(board, state, around, open, markMine)) continue;
    if (minesLeft === 0 || minesLeft === total - opened - mines.length) {
      for (let c = 0; c < total; c++) if (state[c] === UNKNOWN) (minesLeft === 0 ? open : markMine)(c);
      continue;
    }
    break;
  }
  return { solved: opened === safeTotal, safeClicks, mines };
}

type Act = (cell: number) => void;

function applySingleRules(board: MineBoard, state: Uint8Array, around: number[][], open: Act, markMine: Act): boolean {
  let progress = false;
  for (let cell = 0; cell < state.length; cell++) {
    if (state[cell] !== OPEN || board.counts[cell] === 0) continue;
    let unknown = 0;
    let flagged = 0;
    for (const n of around[cell]) {
      if (state[n] === UNKNOWN) unknown++;
      else if (state[n] === MINE) flagged++;
    }
    if (unknown === 0) continue;
    const need = board.counts[cell] - flagged;
    if (need !== 0 && need !== unknown) continue;
    for (const n of around[cell]) if (state[n] === UNKNOWN) (need === 0 ? open : markMine)(n);
    progress = true;
  }
  return progress;
}

interface Constraint {
  readonly cells: number[];
  readonly need: number;
}

/** For two numbers whose unknown neighbours overlap, bound the mines in the overlap and settle the remainders. */
function applyPairRules(board: MineBoard, state: Uint8Array, around: number[][], open: Act, markMine: Act): boolean {
  const constraints = new Array<Constraint | null>(state.length).fill(null);
  for (let cell = 0; cell < state.length; cell++) {
    if (state[cell] !== OPEN || board.counts[cell] === 0) continue;
    const cells: number[] = [];
    let flagged = 0;
    for (const n of around[cell]) {
      if (state[n] === UNKNOWN) cells.push(n);
      else if (state[n] === MINE) flagged++;
    }
    if (cells.length) constraints[cell] = { cells, need: board.counts[cell] - flagged };
  }
  const { width, height } = board;
  for (let a = 0; a < state.length; a++) {
    const A = constraints[a];
    if (!A) continue;
    const ax = a % width;
    const ay = Math.floor(a / width);
    for (let y = Math.max(0, ay - 2); y <= Math.min(height - 1, ay + 2); y++) {
      for (let x = Math.max(0, ax - 2); x <= Math.min(width - 1, ax + 2); x++) {
        const B = constraints[y * width + x];
        if (!B || B === A) continue;
        const onlyB = B.cells.filter((c) => !A.cells.includes(c));
        const shared = B.cells.length - onlyB.length;
        if (shared === 0 || onlyB.length === 0) continue;
        const onlyA = A.cells.length - shared;
        const maxShared = Math.min(shared, A.need, B.need);
        const minShared = Math.max(0, A.need - onlyA, B.need - onlyB.length);
        if (B.need - maxShared === onlyB.length) {
          onlyB.forEach(markMine);
          return true;
        }
        if (B.need - minShared === 0) {
          onlyB.forEach(open);
          return true;
        }
      }
    }
  }
  return false;
}
