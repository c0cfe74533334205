import { popcount } from '../../../shared/engine/grid';
import type { Board, DeadEnd } from '../board';
import { elimination, type Deduction } from '../deduction';
import { cellName, digitsOf, unitName } from '../units';
import { findHiddenSingle, findNakedSingle } from './singles';

const CELLS = 81;

/** Places naked and hidden singles until stuck; returns the dead end if one appears. */
export function propagateSingles(board: Board): DeadEnd | null {
  for (;;) {
    const dead = board.contradiction();
    if (dead) return dead;
    const step = findHiddenSingle(board) ?? findNakedSingle(board);
    if (!step || !step.placement) return null;
    board.place(step.placement.cell, step.placement.digit);
  }
}

function describeDeadEnd(dead: DeadEnd): string {
  return dead.kind === 'cell'
    ? `${cellName(dead.cell)} would have no digit left`
    : `there would be no place left for ${dead.digit} in ${unitName(dead.unit)}`;
}

/** Contradiction forcing: a candidate whose consequences (by singles) reach a dead end is false. */
export function findForcing(board: Board): Deduction | null {
  const order: number[] = [];
  for (let c = 0; c < CELLS; c++) if (!board.values[c]) order.push(c);
  order.sort((a, b) => popcount(board.cands[a]) - popcount(board.cands[b]));
  for (const cell of order) {
    for (const digit of digitsOf(board.cands[cell])) {
      const trial = board.clone();
      trial.place(cell, digit);
      const dead = propagateSingles(trial);
      if (!dead) continue;
      return elimination(
        'forcing',
        [{ cell, digit }],
        [cell],
        () =>
          `Forcing chain: suppose ${cellName(cell)} were ${digit}. Following the singles that forces, ${describeDeadEnd(dead)}. So ${cellName(cell)} cannot be ${digit}.`,
      );
    }
  }
  return null;
}
