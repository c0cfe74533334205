import { clamp, gradient, hex, mix } from '../../lib/color.js';
import type { Scene } from '../scene.js';

const LIGHT = gradient([
  [0, hex('#f6e7c8')],
  [1, hex('#f2c6a0')],
]);
const DARK = gradient([
  [0, hex('#183a5a')],
  [0.5, hex('#2f6f73')],
  [1, hex('#7b2d43')],
]);
const LINE = hex('#0e1622');

/**
 * Truchet's quarter-circle tiles: each square holds two arcs in one of two orientations, chosen
 * at random. The arcs join across every edge into endless curves, and the regions between them
 * take two colours, like a chessboard bent out of shape.
 */
export const truchet: Scene = (picture, random) => {
  const { width } = picture;
  const columns = 14;
  const cell = width / columns;
  const flips = Array.from({ length: columns * columns }, () => random.next() < 0.5);
  const line = 0.07;
  picture.fill((u, v, x, y) => {
    const i = Math.min(columns - 1, Math.floor(x / cell));
    const j = Math.min(columns - 1, Math.floor(y / cell));
    let fx = x / cell - i;
    const fy = y / cell - j;
    const flip = flips[j * columns + i];
    // A flipped tile is the other one mirrored left to right.
    if (flip) fx = 1 - fx;
    const d0 = Math.hypot(fx, fy);
    const d1 = Math.hypot(1 - fx, 1 - fy);
    const near = Math.min(Math.abs(d0 - 0.5), Math.abs(d1 - 0.5));
    // Each region holds one corner of the grid; colour it by that corner's parity.
    // Near the first arc's centre that is (0, 0), near the second's (1, 1), in the band between (1, 0).
    const tileX = d0 < 0.5 ? 0 : 1;
    const cornerX = flip ? 1 - tileX : tileX;
    const cornerY = d0 >= 0.5 && d1 < 0.5 ? 1 : 0;
    const parity = (i + cornerX + j + cornerY) % 2;
    const fill = parity === 0 ? LIGHT(v) : DARK(clamp((u + v) / 2));
    const edge = clamp((near - line / 2) * cell + 0.5);
    return mix(LINE, fill, edge);
  });
};
