/** @jest-environment node */
import { neighbourTable } from '../../shared/engine/grid';
import { Rng } from '../../shared/engine/rng';
import { generateSuguru } from './generator';
import { SUGURU_LEVELS, type SuguruLevel } from './levels';
import { solvesByLogic } from './logic';
import { randomFilledLayout, regionBorders, regionCells } from './regions';
import { countSuguruSolutions } from './solver';

function isValidFilling(width: number, height: number, regions: readonly number[], values: readonly number[]): boolean {
  const around = neighbourTable({ width, height }, 8);
  const regionsOk = regionCells(regions).every((cells) => {
    const digits = cells.map((c) => values[c]).sort((a, b) => a - b);
    return cells.length <= 5 && digits.every((d, i) => d === i + 1);
  });
  return regionsOk && values.every((v, i) => around[i].every((n) => values[n] !== v));
}

function isConnected(width: number, cells: readonly number[]): boolean {
  const seen = new Set([cells[0]]);
  const stack = [cells[0]];
  while (stack.length) {
    const c = stack.pop() as number;
    for (const n of [c - width, c + width, c % width ? c - 1 : -1, (c + 1) % width ? c + 1 : -1]) {
      if (cells.includes(n) && !seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return seen.size === cells.length;
}

const SWEEP: ReadonlyArray<[SuguruLevel, number]> = [
  ['easy', 15],
  ['medium', 8],
  ['hard', 8],
];

describe.each(SWEEP)('%s suguru', (level, count) => {
  const spec = SUGURU_LEVELS[level];
  const puzzles = Array.from({ length: count }, (_, i) => generateSuguru(`g${i}`, level));

  it('has the level size, connected regions of 1 to 5 cells and a valid solution', () => {
    for (const p of puzzles) {
      expect([p.width, p.height]).toEqual([spec.width, spec.height]);
      for (const cells of regionCells(p.regions)) {
        expect(cells.length).toBeGreaterThanOrEqual(1);
        expect(cells.length).toBeLessThanOrEqual(5);
        expect(isConnected(p.width, cells)).toBe(true);
      }
      expect(isValidFilling(p.width, p.height, p.regions, p.solution)).toBe(true);
      p.givens.forEach((g, i) => g && expect(g).toBe(p.solution[i]));
    }
  });

  it('has exactly one solution', () => {
    for (const p of puzzles) expect(countSuguruSolutions(p, p.givens, 2)).toBe(1);
  });

  it('is minimal for its logic: every given is needed', () => {
    const p = puzzles[0];
    for (let cell = 0; cell < p.givens.length; cell++) {
      if (!p.givens[cell]) continue;
      const fewer = [...p.givens];
      fewer[cell] = 0;
      const stillFine =
        spec.logic === 'any'
          ? countSuguruSolutions(p, fewer, 2) === 1
          : solvesByLogic(p, fewer, spec.logic === 'touching');
      expect(stillFine).toBe(false);
    }
  });

  it('is deterministic for a seed', () => {
    expect(generateSuguru('g0', level)).toEqual(puzzles[0]);
  });
});

describe('suguru logic levels', () => {
  it('easy puzzles fall to singles alone', () => {
    const p = generateSuguru('logic', 'easy');
    expect(solvesByLogic(p, p.givens, false)).toBe(true);
  });

  it('medium puzzles fall to singles plus touching eliminations', () => {
    const p = generateSuguru('logic', 'medium');
    expect(solvesByLogic(p, p.givens, true)).toBe(true);
  });
});

describe('suguru layouts', () => {
  it('random filled layouts are always valid', () => {
    for (let i = 0; i < 10; i++) {
      const layout = randomFilledLayout({ width: 6, height: 6 }, new Rng('layout', i));
      expect(isValidFilling(6, 6, layout.regions, layout.solution)).toBe(true);
    }
  });

  it('region borders mark the outline of each region', () => {
    const regions = [0, 0, 1, 1];
    expect(regionBorders({ width: 2, height: 2 }, regions)).toEqual([1 | 4 | 8, 1 | 2 | 4, 1 | 4 | 8, 1 | 2 | 4]);
  });
});
