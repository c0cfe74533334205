import { Rng, normaliseSeed, type Seed } from '../../shared/engine/rng';
import { SUGURU_LEVELS, type SuguruLevel } from './levels';
import { solvesByLogic } from './logic';
import { randomFilledLayout } from './regions';
import { hasSolutionAvoiding, type SuguruLayout } from './solver';

export interface SuguruPuzzle extends SuguruLayout {
  readonly seed: string;
  readonly level: SuguruLevel;
  /** 0 for an empty cell. */
  readonly givens: readonly number[];
  readonly solution: readonly number[];
}

/**
 * Random regions built together with a valid filling, then givens removed one by one in random order while the puzzle
 * stays uniquely solvable (and, on easier levels, solvable with that level's logic). Deterministic in (seed, level).
 */
export function generateSuguru(seed: Seed, level: SuguruLevel): SuguruPuzzle {
  const key = normaliseSeed(seed);
  const spec = SUGURU_LEVELS[level];
  const rng = new Rng(key, 'suguru', level);
  const filled = randomFilledLayout(spec, rng);
  const layout: SuguruLayout = { width: spec.width, height: spec.height, regions: filled.regions };
  const givens = [...filled.solution];
  for (const cell of rng.shuffle(Array.from({ length: givens.length }, (_, i) => i))) {
    const digit = givens[cell];
    givens[cell] = 0;
    const keep =
      spec.logic === 'any'
        ? !hasSolutionAvoiding(layout, givens, cell, digit)
        : solvesByLogic(layout, givens, spec.logic === 'touching');
    if (!keep) givens[cell] = digit;
  }
  return { ...layout, seed: key, level, givens, solution: filled.solution };
}
