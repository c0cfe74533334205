import { popcount } from '../../shared/engine/grid';
import { Board } from './board';
import { LEVELS, TECHNIQUES, applyDeduction, levelRank, type Level, type Technique } from './techniques';
import { UNITS as UNIT_LIST } from './units';

const UNITS = UNIT_LIST;
const CELLS = 81;

export interface GradeResult {
  /** Hardest tier the logical solve needed, or null when the allowed techniques get stuck. */
  readonly level: Level | null;
  readonly solved: boolean;
  /** How often each technique was used, singles counted in batches. */
  readonly uses: Partial<Record<Technique, number>>;
  /** Values reached when the solve stopped (complete when solved). */
  readonly reached: Uint8Array;
}

/** Places every naked and hidden single visible now; sound for any grid with a unique solution. */
function applySingles(board: Board): number {
  let placed = 0;
  for (let cell = 0; cell < CELLS; cell++) {
    const mask = board.cands[cell];
    if (!board.values[cell] && popcount(mask) === 1) {
      board.place(cell, 32 - Math.clz32(mask));
      placed++;
    }
  }
  for (const unit of UNITS) {
    for (let d = 1; d <= 9; d++) {
      const bit = 1 << (d - 1);
      let pos = -1;
      let count = 0;
      for (const cell of unit.cells) {
        if (board.cands[cell] & bit) {
          pos = cell;
          if (++count > 1) break;
        }
      }
      if (count === 1) {
        board.place(pos, d);
        placed++;
      }
    }
  }
  return placed;
}

/** Solves like a person (easiest deduction first) using techniques up to `maxLevel`, reporting the hardest tier used. */
export function gradePuzzle(grid: ArrayLike<number>, maxLevel: Level = 'expert'): GradeResult {
  const board = Board.fromGrid(grid);
  const maxRank = levelRank(maxLevel);
  const uses: Partial<Record<Technique, number>> = {};
  let rank = 0;
  for (;;) {
    if (board.contradiction()) return { level: null, solved: false, uses, reached: board.values };
    if (applySingles(board) > 0) {
      uses.nakedSingle = (uses.nakedSingle ?? 0) + 1;
      continue;
    }
    if (board.isSolved()) return { level: LEVELS[rank], solved: true, uses, reached: board.values };
    let progressed = false;
    for (const entry of TECHNIQUES) {
      const entryRank = levelRank(entry.level);
      if (entryRank > maxRank || entryRank === 0) continue;
      const deduction = entry.find(board);
      if (!deduction) continue;
      applyDeduction(board, deduction);
      uses[entry.technique] = (uses[entry.technique] ?? 0) + 1;
      rank = Math.max(rank, entryRank);
      progressed = true;
      break;
    }
    if (!progressed) return { level: null, solved: false, uses, reached: board.values };
  }
}
