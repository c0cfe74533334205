import { add, clamp, gradient, hex, mix, scale, smoothstep } from '../../lib/color.js';
import { createNoise } from '../../lib/noise.js';
import type { Scene } from '../scene.js';
import { haze, renderTerrain } from './terrain.js';

const SUN: readonly [number, number, number] = [-0.35, 0.22, 0.91];
const SKY = gradient([
  [0, hex('#5b7fa8')],
  [0.3, hex('#a9bccd')],
  [0.42, hex('#f2dcc0')],
  [0.5, hex('#fbe6c8')],
]);
const FOG = hex('#f1e3cf');
const GLOW = hex('#fff1d6');
const BACKLIGHT = hex('#ffe9c4');
const SKYLIGHT = hex('#7f93b0');
const LOW_ROCK = hex('#31392f');
const HIGH_ROCK = hex('#4a5a3c');

/** Ridges above a sea of morning fog, lit from low behind: fog pools where the ground is lowest. */
export const valleyFog: Scene = (picture, random) => {
  const noise = createNoise(random);
  const height = (x: number, z: number) =>
    44 * noise.ridged(x / 150, z / 150, 6) + 6 * noise.fbm(x / 30 + 5, z / 30, 3);
  const cameraHeight = Math.max(height(0, 1), height(0, 4), height(0, 8)) + 12;
  const fogLevel = 23;
  const sunU = 0.5 + SUN[0] / SUN[2] / 1.1;
  renderTerrain(picture, {
    height,
    cameraHeight,
    horizon: 0.46,
    focal: 1.1,
    far: 420,
    sky: (u, v) => {
      const glow = Math.exp(-(((u - sunU) * 1.5) ** 2 + ((v - 0.43) * 3) ** 2) * 30);
      return add(SKY(v), GLOW, glow * 0.7);
    },
    ground: ({ normal, height: h }) => {
      const light = clamp(normal[0] * SUN[0] + normal[1] * SUN[1] + normal[2] * SUN[2]);
      const rock = mix(LOW_ROCK, HIGH_ROCK, smoothstep(4, 20, h));
      // The slopes facing away from the sun are lit only by the sky.
      return add(scale(rock, 0.35 + 1.4 * light), SKYLIGHT, 0.08);
    },
    air: (colour, distance, h, u, v) => {
      const backlight = Math.exp(-(((u - sunU) * 1.2) ** 2) * 5);
      const fogColour = add(FOG, BACKLIGHT, backlight * 0.25);
      const aerial = haze(colour, mix(fogColour, SKY(v), 0.3), distance, 0.0065);
      const depthInFog = clamp((fogLevel - h) / 8);
      const thickness = smoothstep(0, 1, depthInFog) * (1 - Math.exp(-distance * 0.05));
      return mix(aerial, fogColour, thickness);
    },
  });
};
