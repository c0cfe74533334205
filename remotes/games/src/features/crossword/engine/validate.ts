import { layoutOf } from './layout';
import type { CrosswordPuzzle } from './types';

export const MIN_ENTRY = 3;

/**
 * Everything that makes a grid a proper American-style crossword, as a list of problems (empty when valid):
 * rectangular letters-and-blocks grid, 180° symmetric blocks, connected white cells, every white cell in an
 * across and a down entry of at least three letters, one non-empty clue per entry whose answer matches the grid,
 * no stray clues and no answer used twice.
 */
export function validatePuzzle(puzzle: CrosswordPuzzle): string[] {
  const problems: string[] = [];
  const height = puzzle.grid.length;
  const width = puzzle.grid[0]?.length ?? 0;
  if (height === 0 || width === 0) return ['empty grid'];
  puzzle.grid.forEach((row, y) => {
    if (row.length !== width) problems.push(`row ${y + 1} has ${row.length} cells, expected ${width}`);
    if (!/^[A-Z#]*$/.test(row)) problems.push(`row ${y + 1} has characters other than A-Z and #`);
  });
  if (problems.length) return problems;

  const black = (x: number, y: number): boolean => puzzle.grid[y][x] === '#';
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (black(x, y) !== black(width - 1 - x, height - 1 - y))
        problems.push(`block at (${x + 1}, ${y + 1}) breaks 180° symmetry`);
    }
  }

  const whites: number[] = [];
  for (let i = 0; i < width * height; i++) if (!black(i % width, Math.floor(i / width))) whites.push(i);
  const seen = new Set<number>(whites.slice(0, 1));
  const stack = whites.slice(0, 1);
  while (stack.length) {
    const cell = stack.pop() as number;
    const x = cell % width;
    const y = Math.floor(cell / width);
    for (const [nx, ny] of [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1],
    ]) {
      const n = ny * width + nx;
      if (nx >= 0 && ny >= 0 && nx < width && ny < height && !black(nx, ny) && !seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  if (seen.size !== whites.length) problems.push('white cells are not all connected');

  const layout = layoutOf(puzzle);
  for (const cell of whites) {
    const name = `(${(cell % width) + 1}, ${Math.floor(cell / width) + 1})`;
    const across = layout.acrossOf[cell];
    const down = layout.downOf[cell];
    if (across < 0 || layout.entries[across].cells.length < MIN_ENTRY)
      problems.push(`cell ${name} is not in an across entry of ${MIN_ENTRY}+ letters`);
    if (down < 0 || layout.entries[down].cells.length < MIN_ENTRY)
      problems.push(`cell ${name} is not in a down entry of ${MIN_ENTRY}+ letters`);
  }

  for (const direction of ['across', 'down'] as const) {
    const clues = direction === 'across' ? puzzle.across : puzzle.down;
    const entries = layout.entries.filter((e) => e.direction === direction);
    for (const entry of entries) {
      const matching = clues.filter((c) => c.number === entry.number);
      if (matching.length !== 1) {
        problems.push(`${entry.id} has ${matching.length} clues`);
        continue;
      }
      if (matching[0].clue.trim() === '') problems.push(`${entry.id} has an empty clue`);
      if (matching[0].answer !== entry.answer)
        problems.push(`${entry.id} answer ${matching[0].answer} does not match grid ${entry.answer}`);
    }
    for (const clue of clues) {
      if (!entries.some((e) => e.number === clue.number))
        problems.push(`clue ${clue.number}-${direction} has no entry in the grid`);
    }
  }

  const answers = layout.entries.map((e) => e.answer);
  const repeated = answers.filter((a, i) => answers.indexOf(a) !== i);
  if (repeated.length) problems.push(`answers used twice: ${[...new Set(repeated)].join(', ')}`);
  return problems;
}
