/** @jest-environment node */
import { countSolutions, hasUniqueSolution, solve } from './solver';

/** A well-known puzzle with a single solution. */
const PUZZLE = '530070000600195000098000060800060003400803001700020006060000280000419005000080079'
  .split('')
  .map(Number);

describe('sudoku solver', () => {
  it('solves a unique puzzle and agrees with the givens', () => {
    const solution = solve(PUZZLE);
    expect(solution).not.toBeNull();
    PUZZLE.forEach((v, i) => v && expect(solution?.[i]).toBe(v));
    expect(countSolutions(PUZZLE, 5)).toBe(1);
    expect(hasUniqueSolution(PUZZLE)).toBe(true);
  });

  it('stops counting at the limit', () => {
    expect(countSolutions(new Array<number>(81).fill(0), 2)).toBe(2);
  });

  it('finds no solution when givens clash', () => {
    const bad = [...PUZZLE];
    bad[2] = 5;
    expect(countSolutions(bad)).toBe(0);
    expect(solve(bad)).toBeNull();
  });

  it('detects a second solution once a needed given is removed', () => {
    const solution = solve(PUZZLE) ?? [];
    const loose = [...PUZZLE];
    let removed = 0;
    for (let i = 0; i < 81 && hasUniqueSolution(loose); i++) {
      if (loose[i]) {
        loose[i] = 0;
        removed++;
      }
    }
    expect(removed).toBeGreaterThan(0);
    expect(countSolutions(loose)).toBe(2);
    expect(solution).toHaveLength(81);
  });
});
