/** @jest-environment node */
import { Board } from './board';
import { generateSudoku } from './generator';
import { gradePuzzle } from './grader';
import { countSolutions } from './solver';
import { LEVELS, findEasiest, applyDeduction } from './techniques';
import { PEERS } from './units';

const SEEDS = Array.from({ length: 10 }, (_, i) => `seed-${i}`);

function isValidSolution(grid: readonly number[]): boolean {
  return grid.every((v, i) => v >= 1 && v <= 9 && PEERS[i].every((p) => grid[p] !== v));
}

describe.each(LEVELS)('generated %s sudoku', (level) => {
  const puzzles = SEEDS.map((seed) => generateSudoku(seed, level));

  it('has exactly one solution, which is the stored one', () => {
    for (const p of puzzles) {
      expect(countSolutions(p.givens, 2)).toBe(1);
      expect(isValidSolution(p.solution)).toBe(true);
      p.givens.forEach((v, i) => v && expect(v).toBe(p.solution[i]));
    }
  });

  it('is graded exactly at the requested level', () => {
    for (const p of puzzles) expect(gradePuzzle(p.givens).level).toBe(level);
  });

  it('every deduction on the way agrees with the solution (techniques are sound)', () => {
    for (const p of puzzles.slice(0, 4)) {
      const board = Board.fromGrid(p.givens);
      for (let deduction = findEasiest(board); deduction; deduction = findEasiest(board)) {
        if (deduction.placement) expect(p.solution[deduction.placement.cell]).toBe(deduction.placement.digit);
        for (const e of deduction.eliminations) expect(p.solution[e.cell]).not.toBe(e.digit);
        applyDeduction(board, deduction);
      }
      expect(Array.from(board.values)).toEqual(p.solution);
    }
  });

  it('is deterministic for a seed', () => {
    expect(generateSudoku(SEEDS[0], level)).toEqual(puzzles[0]);
    expect(new Set(puzzles.map((p) => p.givens.join(''))).size).toBe(puzzles.length);
  });
});

describe('sudoku levels', () => {
  it('easy puzzles start generously', () => {
    const givens = generateSudoku('generous', 'easy').givens.filter(Boolean).length;
    expect(givens).toBeGreaterThanOrEqual(32);
  });

  it('easy needs only singles; medium needs more than singles', () => {
    const easy = gradePuzzle(generateSudoku('x', 'easy').givens, 'easy');
    expect(easy.solved).toBe(true);
    const medium = generateSudoku('x', 'medium');
    expect(gradePuzzle(medium.givens, 'easy').solved).toBe(false);
    expect(gradePuzzle(medium.givens, 'medium').solved).toBe(true);
  });

  it('expert puzzles defeat the hard techniques but yield to forcing chains', () => {
    const expert = generateSudoku('x', 'expert');
    expect(gradePuzzle(expert.givens, 'hard').solved).toBe(false);
    expect(gradePuzzle(expert.givens, 'expert').uses.forcing).toBeGreaterThan(0);
  });
});
