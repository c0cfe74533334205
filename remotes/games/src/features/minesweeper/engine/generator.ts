import { Rng, normaliseSeed, type Seed } from '../../shared/engine/rng';
import { makeBoard, neighboursOf, type MineBoard } from './board';
import type { MinesLevelSpec } from './levels';
import { solveBoard } from './solver';

const MAX_ATTEMPTS = 5000;

/**
 * Lays mines after the first click, never on or next to it (so it opens an area), and keeps only boards the
 * logic solver clears from that click: no guess is ever needed. Deterministic in (seed, size, first click).
 */
export function generateBoard(seed: Seed, spec: MinesLevelSpec, firstClick: number): MineBoard {
  const size = { width: spec.width, height: spec.height };
  const total = spec.width * spec.height;
  if (!Number.isInteger(firstClick) || firstClick < 0 || firstClick >= total)
    throw new Error(`first click ${firstClick} is off the board`);
  const keepClear = new Set([firstClick, ...neighboursOf(size)[firstClick]]);
  const candidates = Array.from({ length: total }, (_, i) => i).filter((i) => !keepClear.has(i));
  if (spec.mines > candidates.length) throw new Error('too many mines for this board');
  const key = normaliseSeed(seed);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const rng = new Rng(key, 'mines', spec.width, spec.height, spec.mines, firstClick, attempt);
    const pool = [...candidates];
    const mines = new Array<boolean>(total).fill(false);
    for (let i = 0; i < spec.mines; i++) {
      const j = i + rng.int(pool.length - i);
      [pool[i], pool[j]] = [pool[j], pool[i]];
      mines[pool[i]] = true;
    }
    const board = makeBoard(size, mines);
    if (solveBoard(board, firstClick).solved) return board;
  }
  throw new Error(`no guess-free board found for seed ${key}`);
}
