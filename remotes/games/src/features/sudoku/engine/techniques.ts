import type { Board } from './board';
import { LEVELS, type Deduction, type Level, type Technique } from './deduction';
import { findFish, findTurbotFish } from './techniques/fish';
import { findForcing } from './techniques/forcing';
import { findLockedCandidates } from './techniques/locked';
import { findHiddenSingle, findNakedSingle } from './techniques/singles';
import { findHiddenSubset, findNakedSubset } from './techniques/subsets';
import { findXyWing, findXyzWing } from './techniques/wings';

export { LEVELS, type CellDigit, type Deduction, type Level, type Technique } from './deduction';

interface TechniqueEntry {
  readonly technique: Technique;
  readonly level: Level;
  readonly find: (board: Board) => Deduction | null;
}

/** Easiest first: a solver always uses the simplest deduction available, which is what grading measures. */
export const TECHNIQUES: readonly TechniqueEntry[] = [
  { technique: 'hiddenSingle', level: 'easy', find: findHiddenSingle },
  { technique: 'nakedSingle', level: 'easy', find: findNakedSingle },
  { technique: 'pointing', level: 'medium', find: (b) => findLockedCandidates(b, 'pointing') },
  { technique: 'boxLine', level: 'medium', find: (b) => findLockedCandidates(b, 'boxLine') },
  { technique: 'nakedPair', level: 'medium', find: (b) => findNakedSubset(b, 2, 'nakedPair') },
  { technique: 'hiddenPair', level: 'medium', find: (b) => findHiddenSubset(b, 2, 'hiddenPair') },
  { technique: 'nakedTriple', level: 'hard', find: (b) => findNakedSubset(b, 3, 'nakedTriple') },
  { technique: 'hiddenTriple', level: 'hard', find: (b) => findHiddenSubset(b, 3, 'hiddenTriple') },
  { technique: 'xWing', level: 'hard', find: (b) => findFish(b, 2, 'xWing') },
  { technique: 'swordfish', level: 'hard', find: (b) => findFish(b, 3, 'swordfish') },
  { technique: 'xyWing', level: 'hard', find: findXyWing },
  { technique: 'xyzWing', level: 'hard', find: findXyzWing },
  { technique: 'turbotFish', level: 'hard', find: findTurbotFish },
  { technique: 'forcing', level: 'expert', find: findForcing },
];

export const levelRank = (level: Level): number => LEVELS.indexOf(level);

export function applyDeduction(board: Board, deduction: Deduction): void {
  if (deduction.placement) board.place(deduction.placement.cell, deduction.placement.digit);
  for (const e of deduction.eliminations) board.eliminate(e.cell, e.digit);
}

/** The easiest deduction available now, any level. */
export function findEasiest(board: Board): Deduction | null {
  for (const entry of TECHNIQUES) {
    const found = entry.find(board);
    if (found) return found;
  }
  return null;
}
