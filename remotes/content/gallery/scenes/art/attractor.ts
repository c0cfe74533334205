import { gradient, hex } from '../../lib/color.js';
import type { Scene } from '../scene.js';

const PALETTE = gradient([
  [0, hex('#070912')],
  [0.3, hex('#23285a')],
  [0.55, hex('#a23b72')],
  [0.8, hex('#f18f01')],
  [1, hex('#fff4d6')],
]);

/** Parameter sets known to give rich shapes; the seed picks one and nudges it. */
const PARAMETERS = [
  [-1.4, 1.6, 1.0, 0.7],
  [1.7, 1.7, 0.06, 1.2],
  [-1.7, 1.3, -0.1, -1.21],
  [-1.8, -2.0, -0.5, -0.9],
];

/**
 * A Clifford attractor: the point (x, y) moves to (sin(a·y) + c·cos(a·x), sin(b·x) + d·cos(b·y))
 * millions of times, and the picture counts how often it lands on each pixel.
 */
export const attractor: Scene = (picture, random) => {
  const { width, height } = picture;
  const [a, b, c, d] = random.pick(PARAMETERS).map((p) => p + random.range(-0.02, 0.02));
  const counts = new Float32Array(width * height);
  const iterations = width * height * 6;
  let x = 0.1;
  let y = 0.1;
  const spanX = 1 + Math.abs(c);
  const spanY = 1 + Math.abs(d);
  const zoom = 0.46 / Math.max(spanX, spanY);
  for (let i = 0; i < iterations; i++) {
    const nx = Math.sin(a * y) + c * Math.cos(a * x);
    y = Math.sin(b * x) + d * Math.cos(b * y);
    x = nx;
    const px = Math.floor((0.5 + x * zoom) * width);
    const py = Math.floor((0.5 + y * zoom) * height);
    if (px >= 0 && py >= 0 && px < width && py < height) counts[py * width + px]++;
  }
  let max = 0;
  for (const count of counts) max = Math.max(max, count);
  const logMax = Math.log1p(max);
  picture.fill((_u, _v, px, py) => PALETTE(Math.pow(Math.log1p(counts[py * width + px]) / logMax, 0.8)));
};
