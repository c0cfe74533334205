import { add, clamp, gradient, hex, mix, scale } from '../../lib/color.js';
import { createNoise } from '../../lib/noise.js';
import type { Scene } from '../scene.js';
import { haze, renderTerrain } from './terrain.js';

const SUN: readonly [number, number, number] = [0.86, 0.3, 0.41];
const SKY = gradient([
  [0, hex('#5d86b5')],
  [0.35, hex('#b9c9d6')],
  [0.47, hex('#efe2cf')],
]);
const SAND = hex('#d9803f');
const SHADOW = hex('#5a2a25');
const HAZE = hex('#e8cfb2');

/** Wind-built dunes under a low sun from the side: one face of each crest lit, the other in shadow. */
export const dunes: Scene = (picture, random) => {
  const noise = createNoise(random);
  const crest = (x: number, z: number) => {
    const warp = noise.fbm(x / 40, z / 40, 3) * 9;
    // Sharp crests: 1 - |sin| peaks like a knife edge, softened where the warp bends the ridge.
    const ridge = 1 - Math.abs(Math.sin((x * 0.9 + z * 0.35 + warp) / 9));
    return ridge * ridge;
  };
  const height = (x: number, z: number) =>
    7 * crest(x, z) + 4 * noise.fbm(x / 60, z / 60, 4) + 0.8 * Math.exp(-z / 60) * noise.fbm(x / 3, z / 3, 2);
  renderTerrain(picture, {
    height,
    cameraHeight: 16,
    horizon: 0.42,
    focal: 1.2,
    far: 600,
    sky: (_u, v) => SKY(v),
    ground: ({ normal }) => {
      const light = clamp(normal[0] * SUN[0] + normal[1] * SUN[1] + normal[2] * SUN[2]);
      return add(mix(SHADOW, SAND, Math.pow(light, 0.8)), scale(SKY(0), 0.15), 1 - light);
    },
    air: (colour, distance) => haze(colour, HAZE, distance, 0.004),
  });
};
