/** @jest-environment node */
import { cluesOf } from './clues';
import { NONOGRAM_SIZES, generateNonogram, isLineSolvable, puzzleFromPicture } from './generator';
import { solveByLines } from './line-solver';
import { PICTURES_10, PICTURES_15, PICTURES_5 } from './pictures/library';

/** Counts pictures matching the clues, up to `limit`, by backtracking over rows: an independent uniqueness check. */
function countSolutions(width: number, height: number, rows: number[][], columns: number[][], limit = 2): number {
  const rowOptions = rows.map((clue) => {
    const out: number[][] = [];
    const place = (i: number, pos: number, acc: number[]): void => {
      if (i === clue.length) {
        out.push([...acc, ...new Array<number>(width - acc.length).fill(0)]);
        return;
      }
      for (let s = pos; s + clue[i] <= width; s++) {
        const next = [...acc, ...new Array<number>(s - acc.length).fill(0), ...new Array<number>(clue[i]).fill(1)];
        if (next.length < width) next.push(0);
        place(i + 1, next.length, next.slice(0, Math.min(next.length, width)));
      }
    };
    place(0, 0, []);
    return out.map((r) => r.slice(0, width));
  });
  let count = 0;
  const grid: number[][] = [];
  const columnsOk = (complete: boolean): boolean =>
    columns.every((clue, x) => {
      const runs: number[] = [];
      let run = 0;
      for (const row of grid) {
        if (row[x]) run++;
        else if (run) {
          runs.push(run);
          run = 0;
        }
      }
      if (complete) {
        if (run) runs.push(run);
        return runs.length === clue.length && runs.every((r, i) => r === clue[i]);
      }
      return (
        runs.length <= clue.length &&
        runs.every((r, i) => r === clue[i]) &&
        (run === 0 || (runs.length < clue.length && run <= clue[runs.length]))
      );
    });
  const walk = (y: number): void => {
    if (count >= limit) return;
    if (y === height) {
      if (columnsOk(true)) count++;
      return;
    }
    for (const option of rowOptions[y]) {
      grid.push(option);
      if (columnsOk(false)) walk(y + 1);
      grid.pop();
    }
  };
  walk(0);
  return count;
}

describe('nonogram library', () => {
  it.each([...PICTURES_5, ...PICTURES_10, ...PICTURES_15].map((p) => [p.id, p] as const))(
    '%s is rectangular and line-solvable',
    (_, picture) => {
      const puzzle = puzzleFromPicture('lib', picture);
      expect(picture.rows.every((r) => r.length === puzzle.width)).toBe(true);
      expect(isLineSolvable(puzzle.width, puzzle.height, puzzle.solution)).toBe(true);
    },
  );

  it('has a few pictures per size', () => {
    expect(PICTURES_5.length).toBeGreaterThanOrEqual(3);
    expect(PICTURES_10.length).toBeGreaterThanOrEqual(3);
    expect(PICTURES_15.length).toBeGreaterThanOrEqual(3);
  });
});

describe.each(NONOGRAM_SIZES)('generated %ix%i nonograms', (size) => {
  const puzzles = Array.from({ length: size === 15 ? 30 : 40 }, (_, i) => generateNonogram(`n${i}`, size));

  it('have the right size and clues that match the picture', () => {
    for (const p of puzzles) {
      expect(p.solution).toHaveLength(size * size);
      expect(p.clues).toEqual(cluesOf(size, size, p.solution));
    }
  });

  it('are solved completely by the line solver, to the picture', () => {
    for (const p of puzzles) {
      const result = solveByLines(p.width, p.height, p.clues);
      expect(result.solved).toBe(true);
      expect(Array.from(result.cells)).toEqual(p.solution);
    }
  });

  it('mix library pictures with random ones', () => {
    expect(puzzles.some((p) => p.title)).toBe(true);
    expect(puzzles.some((p) => !p.title)).toBe(true);
  });

  it('are deterministic in seed and size', () => {
    expect(generateNonogram('n0', size)).toEqual(puzzles[0]);
  });
});

describe('nonogram uniqueness, checked independently', () => {
  it.each([5, 10] as const)('every generated %ix%i picture is the only solution of its clues', (size) => {
    for (let i = 0; i < 15; i++) {
      const p = generateNonogram(`u${i}`, size);
      expect(countSolutions(p.width, p.height, p.clues.rows, p.clues.columns)).toBe(1);
    }
  });

  it('an ambiguous picture is rejected by the line solver', () => {
    const diagonal = [1, 0, 0, 1];
    expect(countSolutions(2, 2, [[1], [1]], [[1], [1]])).toBe(2);
    expect(isLineSolvable(2, 2, diagonal)).toBe(false);
  });
});
