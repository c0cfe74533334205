import { attractor } from './scenes/art/attractor.js';
import { colourStudy } from './scenes/art/colour-study.js';
import { contours } from './scenes/art/contours.js';
import { flowField } from './scenes/art/flow-field.js';
import { harmonograph } from './scenes/art/harmonograph.js';
import { marbling } from './scenes/art/marbling.js';
import { opArt } from './scenes/art/op-art.js';
import { stainedGlass } from './scenes/art/stained-glass.js';
import { truchet } from './scenes/art/truchet.js';
import { archipelago } from './scenes/photography/archipelago.js';
import { coast } from './scenes/photography/coast.js';
import { dunes } from './scenes/photography/dunes.js';
import { forestMist } from './scenes/photography/forest-mist.js';
import { lake } from './scenes/photography/lake.js';
import { nightSky } from './scenes/photography/night-sky.js';
import { ridges } from './scenes/photography/ridges.js';
import { valleyFog } from './scenes/photography/valley-fog.js';
import type { Scene } from './scenes/scene.js';

export interface CatalogueEntry {
  /** The image's name in file names and in the galleries' data files. */
  id: string;
  scene: Scene;
  seed: number;
  /** Height over width. */
  aspect: number;
  /**
   * Rendered this many times larger in each direction and then scaled down, which smooths hard
   * edges (silhouettes, thin lines). Scenes that anti-alias their own edges need no more than 1.
   */
  supersample: 1 | 2;
  /** The widths to encode, narrowest first; the last is the image's full size. */
  widths: readonly number[];
  /** The gallery's picture for link previews, cropped to 1200×630. */
  og?: 'photography' | 'art';
}

const PHOTO = 2 / 3;
const SQUARE = 1;
// The largest file of either shape is about 1.7 megapixels: a 3:2 picture 1600 wide, a square 1280.
const PHOTO_WIDTHS = [480, 960, 1600];
const SQUARE_WIDTHS = [480, 960, 1280];

export const CATALOGUE: readonly CatalogueEntry[] = [
  {
    id: 'fog-in-the-valleys',
    scene: valleyFog,
    seed: 1,
    aspect: PHOTO,
    widths: PHOTO_WIDTHS,
    supersample: 2,
    og: 'photography',
  },
  { id: 'ranges-at-dawn', scene: ridges, seed: 3, aspect: PHOTO, widths: PHOTO_WIDTHS, supersample: 2 },
  { id: 'mountain-lake-at-dusk', scene: lake, seed: 1, aspect: PHOTO, widths: PHOTO_WIDTHS, supersample: 2 },
  { id: 'dune-sea', scene: dunes, seed: 2, aspect: PHOTO, widths: PHOTO_WIDTHS, supersample: 2 },
  { id: 'milky-way-over-the-ridge', scene: nightSky, seed: 1, aspect: PHOTO, widths: PHOTO_WIDTHS, supersample: 2 },
  { id: 'sea-stacks-at-sunset', scene: coast, seed: 1, aspect: PHOTO, widths: PHOTO_WIDTHS, supersample: 2 },
  { id: 'islands-from-above', scene: archipelago, seed: 1, aspect: PHOTO, widths: PHOTO_WIDTHS, supersample: 1 },
  { id: 'firs-in-the-mist', scene: forestMist, seed: 1, aspect: PHOTO, widths: PHOTO_WIDTHS, supersample: 2 },

  { id: 'flow-field', scene: flowField, seed: 1, aspect: SQUARE, widths: SQUARE_WIDTHS, supersample: 1 },
  { id: 'truchet-tiles', scene: truchet, seed: 1, aspect: SQUARE, widths: SQUARE_WIDTHS, supersample: 1, og: 'art' },
  { id: 'current', scene: opArt, seed: 1, aspect: SQUARE, widths: SQUARE_WIDTHS, supersample: 1 },
  { id: 'clifford-attractor', scene: attractor, seed: 4, aspect: SQUARE, widths: SQUARE_WIDTHS, supersample: 1 },
  { id: 'study-of-four-squares', scene: colourStudy, seed: 1, aspect: SQUARE, widths: SQUARE_WIDTHS, supersample: 1 },
  { id: 'marbled-noise', scene: marbling, seed: 1, aspect: SQUARE, widths: SQUARE_WIDTHS, supersample: 1 },
  { id: 'voronoi-window', scene: stainedGlass, seed: 1, aspect: SQUARE, widths: SQUARE_WIDTHS, supersample: 1 },
  { id: 'harmonograph', scene: harmonograph, seed: 7, aspect: SQUARE, widths: SQUARE_WIDTHS, supersample: 2 },
  { id: 'contour-island', scene: contours, seed: 1, aspect: SQUARE, widths: SQUARE_WIDTHS, supersample: 1 },
];
