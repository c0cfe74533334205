/** Helpers for row-major rectangular grids addressed by a single cell index. */
export interface GridSize {
  readonly width: number;
  readonly height: number;
}

export function cellIndex(size: GridSize, x: number, y: number): number {
  return y * size.width + x;
}

export function cellX(size: GridSize, index: number): number {
  return index % size.width;
}

export function cellY(size: GridSize, index: number): number {
  return Math.floor(index / size.width);
}

export function inBounds(size: GridSize, x: number, y: number): boolean {
  return x >= 0 && y >= 0 && x < size.width && y < size.height;
}

const KING_STEPS: ReadonlyArray<readonly [number, number]> = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [-1, 0],
  [1, 0],
  [-1, 1],
  [0, 1],
  [1, 1],
];

const ORTHOGONAL_STEPS: ReadonlyArray<readonly [number, number]> = [
  [0, -1],
  [-1, 0],
  [1, 0],
  [0, 1],
];

function stepNeighbours(size: GridSize, index: number, steps: ReadonlyArray<readonly [number, number]>): number[] {
  const x = cellX(size, index);
  const y = cellY(size, index);
  const out: number[] = [];
  for (const [dx, dy] of steps) {
    if (inBounds(size, x + dx, y + dy)) out.push(cellIndex(size, x + dx, y + dy));
  }
  return out;
}

/** The up to 8 cells touching `index`, diagonals included. */
export function neighbours8(size: GridSize, index: number): number[] {
  return stepNeighbours(size, index, KING_STEPS);
}

/** The up to 4 cells sharing an edge with `index`. */
export function neighbours4(size: GridSize, index: number): number[] {
  return stepNeighbours(size, index, ORTHOGONAL_STEPS);
}

/** Precomputed neighbour lists: solvers look these up in hot loops. */
export function neighbourTable(size: GridSize, kind: 4 | 8): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < size.width * size.height; i++) out.push(kind === 8 ? neighbours8(size, i) : neighbours4(size, i));
  return out;
}

/** Cells on the straight (horizontal, vertical or 45° diagonal) segment from `from` to `to`; a bent drag snaps to its dominant axis. */
export function lineCells(size: GridSize, from: number, to: number, allowDiagonal = false): number[] {
  const x0 = cellX(size, from);
  const y0 = cellY(size, from);
  let dx = cellX(size, to) - x0;
  let dy = cellY(size, to) - y0;
  if (!(allowDiagonal && Math.abs(dx) === Math.abs(dy))) {
    if (Math.abs(dx) >= Math.abs(dy)) dy = 0;
    else dx = 0;
  }
  const steps = Math.max(Math.abs(dx), Math.abs(dy));
  const sx = Math.sign(dx);
  const sy = Math.sign(dy);
  const out: number[] = [];
  for (let i = 0; i <= steps; i++) out.push(cellIndex(size, x0 + sx * i, y0 + sy * i));
  return out;
}

export function popcount(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index of the lowest set bit (mask must be non-zero). */
export function lowestBit(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}
