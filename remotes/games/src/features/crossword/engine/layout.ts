import type { CrosswordPuzzle, Direction, Entry } from './types';

/** The puzzle's geometry worked out once: numbering, entries and which entries pass through each cell. */
export interface CrosswordLayout {
  readonly puzzle: CrosswordPuzzle;
  readonly width: number;
  readonly height: number;
  /** Solution letter per cell, '' for black squares. */
  readonly solution: readonly string[];
  /** Clue number printed in each cell, or 0. */
  readonly numbers: readonly number[];
  /** Across entries in number order, then down entries: the Tab order. */
  readonly entries: readonly Entry[];
  /** Index into `entries` of each cell's across and down entry, or -1. */
  readonly acrossOf: readonly number[];
  readonly downOf: readonly number[];
}

const cache = new WeakMap<CrosswordPuzzle, CrosswordLayout>();

export const isBlack = (layout: CrosswordLayout, cell: number): boolean => layout.solution[cell] === '';

/** Entries are any run of two or more white cells; the validator insists on three or more. */
export function layoutOf(puzzle: CrosswordPuzzle): CrosswordLayout {
  const cached = cache.get(puzzle);
  if (cached) return cached;
  const height = puzzle.grid.length;
  const width = puzzle.grid[0]?.length ?? 0;
  const solution = puzzle.grid
    .join('')
    .split('')
    .map((ch) => (ch === '#' ? '' : ch.toUpperCase()));
  const white = (x: number, y: number): boolean =>
    x >= 0 && y >= 0 && x < width && y < height && solution[y * width + x] !== '';
  const numbers = new Array<number>(width * height).fill(0);
  const starts: Array<{ cell: number; number: number; direction: Direction }> = [];
  let next = 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!white(x, y)) continue;
      const across = !white(x - 1, y) && white(x + 1, y);
      const down = !white(x, y - 1) && white(x, y + 1);
      if (!across && !down) continue;
      const cell = y * width + x;
      numbers[cell] = next;
      if (across) starts.push({ cell, number: next, direction: 'across' });
      if (down) starts.push({ cell, number: next, direction: 'down' });
      next++;
    }
  }
  const clueText = (direction: Direction, number: number): string =>
    (direction === 'across' ? puzzle.across : puzzle.down).find((c) => c.number === number)?.clue ?? '';
  const entries: Entry[] = (['across', 'down'] as const).flatMap((direction) =>
    starts
      .filter((s) => s.direction === direction)
      .map((s) => {
        const cells: number[] = [];
        let x = s.cell % width;
        let y = Math.floor(s.cell / width);
        while (white(x, y)) {
          cells.push(y * width + x);
          if (direction === 'across') x++;
          else y++;
        }
        return {
          id: `${s.number}-${direction}`,
          number: s.number,
          direction,
          cells,
          answer: cells.map((c) => solution[c]).join(''),
          clue: clueText(direction, s.number),
        };
      }),
  );
  const acrossOf = new Array<number>(width * height).fill(-1);
  const downOf = new Array<number>(width * height).fill(-1);
  entries.forEach((entry, i) => {
    for (const c of entry.cells) (entry.direction === 'across' ? acrossOf : downOf)[c] = i;
  });
  const layout: CrosswordLayout = { puzzle, width, height, solution, numbers, entries, acrossOf, downOf };
  cache.set(puzzle, layout);
  return layout;
}

export function entryAt(layout: CrosswordLayout, cell: number, direction: Direction): Entry | null {
  const i = (direction === 'across' ? layout.acrossOf : layout.downOf)[cell];
  return i >= 0 ? layout.entries[i] : null;
}
