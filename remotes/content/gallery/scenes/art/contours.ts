import { clamp, gradient, hex, mix } from '../../lib/color.js';
import { createNoise } from '../../lib/noise.js';
import type { Scene } from '../scene.js';

const TINT = gradient([
  [0, hex('#2c4a52')],
  [0.35, hex('#537d8d')],
  [0.5, hex('#d9cba3')],
  [0.7, hex('#c08552')],
  [1, hex('#8e3b46')],
]);
const LINE = hex('#1b1b1b');

/** An imaginary island drawn as a surveyor would: lines of equal height, every fifth one heavier. */
export const contours: Scene = (picture, random) => {
  const noise = createNoise(random);
  const { width } = picture;
  const levels = 40;
  const field = (u: number, v: number) => clamp(0.5 + 0.6 * noise.fbm(u * 2.2, v * 2.2, 6));
  picture.fill((u, v) => {
    const h = field(u, v);
    const e = 1 / width;
    const slope = Math.hypot(field(u + e, v) - field(u - e, v), field(u, v + e) - field(u, v - e)) / (2 * e);
    const level = h * levels;
    const index = Math.round(level);
    // The distance to the nearest contour line, in pixels: height difference over the slope.
    const distance = (Math.abs(level - index) / (slope * levels + 1e-6)) * width;
    const weight = index % 5 === 0 ? 1.6 : 0.7;
    const ink = clamp(weight - distance + 0.5);
    return mix(mix(TINT(h), hex('#f3efe4'), 0.35), LINE, ink * 0.85);
  });
};
