import type { Picture } from '../lib/picture.js';
import type { Random } from '../lib/random.js';

/** Paints one image into `picture`. Sizes are taken from the picture, so a scene renders at any resolution. */
export type Scene = (picture: Picture, random: Random) => void;
