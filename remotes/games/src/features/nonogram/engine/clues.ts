/** Run lengths of filled cells in a line; an empty line has the clue [] (drawn as 0). */
export function lineClue(line: ArrayLike<number | boolean>): number[] {
  const clue: number[] = [];
  let run = 0;
  for (let i = 0; i < line.length; i++) {
    if (line[i]) run++;
    else if (run) {
      clue.push(run);
      run = 0;
    }
  }
  if (run) clue.push(run);
  return clue;
}

export interface Clues {
  readonly rows: number[][];
  readonly columns: number[][];
}

/** Clues for a row-major picture (truthy = filled). */
export function cluesOf(width: number, height: number, cells: ArrayLike<number | boolean>): Clues {
  const rows: number[][] = [];
  const columns: number[][] = [];
  for (let y = 0; y < height; y++) rows.push(lineClue(Array.from({ length: width }, (_, x) => cells[y * width + x])));
  for (let x = 0; x < width; x++)
    columns.push(lineClue(Array.from({ length: height }, (_, y) => cells[y * width + x])));
  return { rows, columns };
}
