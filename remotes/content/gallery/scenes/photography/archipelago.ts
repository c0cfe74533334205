import { add, clamp, gradient, hex, mix, scale, smoothstep } from '../../lib/color.js';
import { createNoise } from '../../lib/noise.js';
import type { Scene } from '../scene.js';

const WATER = gradient([
  [0, hex('#0b3d5c')],
  [0.6, hex('#1c7a8c')],
  [0.88, hex('#3fc1c0')],
  [1, hex('#a7e3d2')],
]);
const LAND = gradient([
  [0, hex('#e8d9a8')],
  [0.06, hex('#9fae5c')],
  [0.35, hex('#4f7a3a')],
  [0.7, hex('#6b6a55')],
  [1, hex('#b8b2a2')],
]);
const FOAM = hex('#f4fbf8');
const CLOUD = hex('#ffffff');
const LIGHT: readonly [number, number, number] = [-0.55, 0.62, -0.55];

/** Islands seen from high above: reefs in shallow water, beaches, forest and bare rock, and a few clouds. */
export const archipelago: Scene = (picture, random) => {
  const noise = createNoise(random);
  const elevation = (u: number, v: number) => noise.fbm(u * 3.2 + 11, v * 3.2 + 7, 7, 0.52) * 1.4 - 0.12;
  const cloudAt = (u: number, v: number) => smoothstep(0.25, 0.6, noise.fbm(u * 5 - 30, v * 5, 6) + 0.05);
  picture.fill((u, v) => {
    const e = elevation(u, v);
    const step = 0.0008;
    const dx = (elevation(u + step, v) - elevation(u - step, v)) / (2 * step);
    const dy = (elevation(u, v + step) - elevation(u, v - step)) / (2 * step);
    const length = Math.hypot(dx * 0.08, 1, dy * 0.08);
    const shade = clamp((-dx * 0.08 * LIGHT[0] + LIGHT[1] - dy * 0.08 * LIGHT[2]) / length);
    let colour;
    if (e < 0) {
      colour = WATER(clamp(1 + e * 4));
      const ripple = noise.fbm(u * 120, v * 120, 2);
      colour = add(colour, FOAM, smoothstep(-0.02, 0, e) * 0.6 + ripple * 0.03);
    } else {
      colour = scale(LAND(clamp(e * 1.6)), 0.45 + shade * 0.75);
    }
    // Clouds drift above and throw their shadows a little to the south-east.
    colour = mix(colour, scale(colour, 0.55), cloudAt(u - 0.02, v - 0.02) * 0.8);
    return mix(colour, CLOUD, cloudAt(u, v) * 0.92);
  });
};
