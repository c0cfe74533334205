import { Rng, normaliseSeed, type Seed } from '../../shared/engine/rng';
import { cluesOf, type Clues } from './clues';
import { solveByLines } from './line-solver';
import { PICTURES_10, PICTURES_15, PICTURES_5, type Picture } from './pictures/library';
import { randomPicture } from './random-picture';

export type NonogramSize = 5 | 10 | 15;
export const NONOGRAM_SIZES: readonly NonogramSize[] = [5, 10, 15];

export interface NonogramPuzzle {
  readonly seed: string;
  readonly width: number;
  readonly height: number;
  /** Title of a library picture; null for a random one (revealed on completion either way). */
  readonly title: string | null;
  /** Row-major, 1 = filled. */
  readonly solution: readonly number[];
  readonly clues: Clues;
}

const LIBRARY: Readonly<Record<NonogramSize, readonly Picture[]>> = { 5: PICTURES_5, 10: PICTURES_10, 15: PICTURES_15 };
/** Share of seeds that get a hand-drawn picture rather than a random one. */
const LIBRARY_SHARE = 0.3;
const MAX_ATTEMPTS = 2000;

/** Only pictures whose clues a line-by-line solver completes are offered: unique and fair by construction. */
export function isLineSolvable(width: number, height: number, cells: ArrayLike<number>): boolean {
  return solveByLines(width, height, cluesOf(width, height, cells)).solved;
}

export function pictureCells(picture: Picture): number[] {
  return picture.rows
    .join('')
    .split('')
    .map((c) => (c === '#' ? 1 : 0));
}

export function puzzleFromPicture(seed: string, picture: Picture): NonogramPuzzle {
  const width = picture.rows[0].length;
  const height = picture.rows.length;
  const solution = pictureCells(picture);
  return { seed, width, height, title: picture.title, solution, clues: cluesOf(width, height, solution) };
}

/** A picture with at most a fifth of its lines blank and a balanced amount of ink. */
function looksLikeAPicture(width: number, height: number, cells: Uint8Array): boolean {
  const clues = cluesOf(width, height, cells);
  const blank = [...clues.rows, ...clues.columns].filter((c) => c.length === 0).length;
  const ink = cells.reduce((n, c) => n + c, 0) / cells.length;
  return blank <= (width + height) / 10 && ink >= 0.3 && ink <= 0.75;
}

/** Deterministic in (seed, size): sometimes a library picture, otherwise a random line-solvable image. */
export function generateNonogram(seed: Seed, size: NonogramSize): NonogramPuzzle {
  const key = normaliseSeed(seed);
  const rng = new Rng(key, 'nonogram', size);
  if (rng.next() < LIBRARY_SHARE) return puzzleFromPicture(key, rng.pick(LIBRARY[size]));
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const cells = randomPicture(size, size, rng);
    if (!looksLikeAPicture(size, size, cells) || !isLineSolvable(size, size, cells)) continue;
    const solution = Array.from(cells);
    return { seed: key, width: size, height: size, title: null, solution, clues: cluesOf(size, size, solution) };
  }
  throw new Error(`no line-solvable picture found for seed ${key}`);
}
