import type { Rng } from '../../shared/engine/rng';

/**
 * A picture-like random image: noise smoothed by a majority rule into blobs, often mirrored left-right so it
 * reads as a figure. Row-major, 1 = filled.
 */
export function randomPicture(width: number, height: number, rng: Rng): Uint8Array {
  const mirrored = rng.next() < 0.5;
  const density = 0.45 + rng.next() * 0.15;
  let cells: Uint8Array = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sourceX = mirrored ? Math.min(x, width - 1 - x) : x;
      cells[y * width + x] = sourceX === x ? (rng.next() < density ? 1 : 0) : cells[y * width + sourceX];
    }
  }
  const passes = width <= 5 ? 1 : 2;
  for (let pass = 0; pass < passes; pass++) cells = smooth(width, height, cells);
  return cells;
}

/** Majority of the 3x3 block around each cell (outside counts as empty); keeps mirror symmetry. */
function smooth(width: number, height: number, cells: Uint8Array): Uint8Array {
  const out = new Uint8Array(cells.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let filled = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height) filled += cells[ny * width + nx];
        }
      }
      out[y * width + x] = filled >= 5 || (filled === 4 && cells[y * width + x]) ? 1 : 0;
    }
  }
  return out;
}
