import { clamp, gradient, hex, mix, smoothstep } from '../../lib/color.js';
import { createNoise } from '../../lib/noise.js';
import type { Scene } from '../scene.js';

const INKS = gradient([
  [0, hex('#0b1a2e')],
  [0.35, hex('#1f6f78')],
  [0.55, hex('#f2e6c9')],
  [0.75, hex('#d9822b')],
  [1, hex('#8c2f1c')],
]);
const VEIN = hex('#fbf5e6');

/** Noise fed its own output twice over ("domain warping"): the field folds like inks floating on water. */
export const marbling: Scene = (picture, random) => {
  const noise = createNoise(random);
  picture.fill((u, v) => {
    const x = u * 1.6;
    const y = v * 1.6;
    const qx = noise.fbm(x, y, 4);
    const qy = noise.fbm(x + 5.2, y + 1.3, 4);
    const rx = noise.fbm(x + 3 * qx + 1.7, y + 3 * qy + 9.2, 4);
    const ry = noise.fbm(x + 3 * qx + 8.3, y + 3 * qy + 2.8, 4);
    const f = noise.fbm(x + 3 * rx, y + 3 * ry, 4);
    const colour = INKS(clamp(0.5 + f * 1.6));
    // Thin pale veins where the second fold changes direction.
    return mix(colour, VEIN, smoothstep(0.04, 0, Math.abs(rx)) * 0.7);
  });
};
