import type { CatalogueEntry } from './catalogue.js';
import { Picture } from './lib/picture.js';
import { createRandom } from './lib/random.js';

export interface RenderedImage {
  /** 8-bit RGB, row by row. */
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** Renders one entry `width` pixels wide, supersampled as it asks. The same entry always gives the same bytes. */
export function render(entry: CatalogueEntry, width: number): RenderedImage {
  const scale = entry.supersample;
  const picture = new Picture(width * scale, Math.round(width * entry.aspect) * scale);
  entry.scene(picture, createRandom(entry.seed));
  return { bytes: picture.toBytes(), width: picture.width, height: picture.height };
}
