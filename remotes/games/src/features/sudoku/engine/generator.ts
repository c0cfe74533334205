import { Rng, normaliseSeed, type Seed } from '../../shared/engine/rng';
import { gradePuzzle } from './grader';
import { hasSolutionAvoiding, randomSolution } from './solver';
import type { Level } from './techniques';
import { CELLS } from './units';

export interface SudokuPuzzle {
  readonly seed: string;
  readonly level: Level;
  /** 81 digits, 0 for an empty cell. */
  readonly givens: readonly number[];
  readonly solution: readonly number[];
}

const MAX_ATTEMPTS = 200;
/** Candidate givens tried per step when easing a puzzle down to its level. */
const TRIES_PER_STEP = 8;
/** Easy puzzles read as easy only with a generous start; extra givens cannot make a puzzle harder. */
const EASY_MIN_GIVENS = 32;

/**
 * Digs a random full grid down to a minimal unique puzzle, then (below expert) adds back solution digits where the
 * level's techniques get stuck until it yields to them, keeping it only when it still needs that level's techniques.
 * Expert keeps minimal puzzles that need forcing chains and yield to them. Deterministic in (seed, level).
 */
export function generateSudoku(seed: Seed, level: Level): SudokuPuzzle {
  const key = normaliseSeed(seed);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const rng = new Rng(key, 'sudoku', level, attempt);
    const solution = randomSolution(rng);
    const minimal = digMinimal(solution, rng);
    const givens =
      level === 'expert'
        ? gradePuzzle(minimal).level === 'expert'
          ? minimal
          : null
        : easeToLevel(minimal, solution, level, rng);
    if (!givens) continue;
    if (level === 'easy') padGivens(givens, solution, EASY_MIN_GIVENS, rng);
    return { seed: key, level, givens, solution };
  }
  throw new Error(`no ${level} sudoku found for seed ${key}`);
}

/** Removes givens in random order while the solution stays unique. */
function digMinimal(solution: readonly number[], rng: Rng): number[] {
  const grid = [...solution];
  for (const cell of rng.shuffle(Array.from({ length: CELLS }, (_, i) => i))) {
    const digit = grid[cell];
    grid[cell] = 0;
    if (hasSolutionAvoiding(grid, cell, digit)) grid[cell] = digit;
  }
  return grid;
}

/** Greedy: add one stuck cell's digit at a time, preferring additions that land exactly on the level. */
function easeToLevel(start: readonly number[], solution: readonly number[], level: Level, rng: Rng): number[] | null {
  let current = [...start];
  for (;;) {
    const graded = gradePuzzle(current, level);
    if (graded.solved) return graded.level === level ? current : null;
    const stuck: number[] = [];
    for (let c = 0; c < CELLS; c++) if (!graded.reached[c]) stuck.push(c);
    let fallback: number[] | null = null;
    for (const cell of rng.shuffle(stuck).slice(0, TRIES_PER_STEP)) {
      const trial = [...current];
      trial[cell] = solution[cell];
      const result = gradePuzzle(trial, level);
      if (result.solved && result.level === level) return trial;
      if (!result.solved) fallback ??= trial;
    }
    if (!fallback) return null;
    current = fallback;
  }
}

function padGivens(givens: number[], solution: readonly number[], minimum: number, rng: Rng): void {
  const empty = rng.shuffle(givens.flatMap((v, i) => (v ? [] : [i])));
  for (let n = CELLS - empty.length; n < minimum; n++) {
    const cell = empty.pop();
    if (cell === undefined) return;
    givens[cell] = solution[cell];
  }
}
