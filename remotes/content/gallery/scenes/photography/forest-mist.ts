import { add, clamp, hex, mix } from '../../lib/color.js';
import { createNoise } from '../../lib/noise.js';
import type { Scene } from '../scene.js';

const MIST = hex('#c9d2cc');
const PALE = hex('#e8ebe2');
const LIGHT = hex('#fff6e0');
const NEAR = hex('#101a16');
const LAYERS = 5;

/** Rows of firs fading into mist, with slanting light coming through it. */
export const forestMist: Scene = (picture, random) => {
  const noise = createNoise(random);
  const { width, height } = picture;
  const aspect = height / width;
  picture.fill((u, v) => {
    const rays = Math.max(0, noise.at((u + v * 0.6) * 14, 3)) * clamp(1 - v / aspect);
    return add(mix(PALE, MIST, v / aspect), LIGHT, rays * 0.14);
  });
  for (let layer = 0; layer < LAYERS; layer++) {
    const near = layer / (LAYERS - 1);
    const colour = mix(MIST, NEAR, 0.25 + 0.75 * Math.pow(near, 1.3));
    const ground = (u: number) => (0.72 + near * 0.16 + 0.03 * noise.fbm(u * 2 + layer * 7, layer, 3)) * aspect;
    for (let x = 0; x < width; x++) {
      const from = Math.floor(ground((x + 0.5) / width) * width);
      for (let y = Math.max(0, from); y < height; y++) picture.blend(x, y, colour, 1);
    }
    const count = Math.round(28 - near * 14);
    for (let i = 0; i < count; i++) {
      const centre = (i + random.range(0.1, 0.9)) / count;
      const size = (0.08 + near * 0.22) * random.range(0.6, 1.2) * aspect;
      const tiers = random.int(6, 10);
      const base = ground(centre);
      const top = base - size;
      const x0 = Math.max(0, Math.floor((centre - size * 0.25) * width));
      const x1 = Math.min(width - 1, Math.ceil((centre + size * 0.25) * width));
      for (let y = Math.max(0, Math.floor(top * width)); y < Math.min(height, base * width + 2); y++) {
        const v = (y + 0.5) / width;
        const t = (v - top) / size;
        // Tiers of branches: each tier widens downward and starts again a little narrower.
        const tier = (t * tiers) % 1;
        const halfWidth = Math.max(
          size * 0.2 * t * (0.65 + 0.35 * tier) * (1 + 0.2 * noise.at(v * 400, centre * 50)),
          size * 0.012,
        );
        for (let x = x0; x <= x1; x++) {
          if (Math.abs((x + 0.5) / width - centre) < halfWidth) picture.blend(x, y, colour, 1);
        }
      }
    }
  }
};
