import { add, gradient, hex, mix, scale, smoothstep } from '../../lib/color.js';
import { createNoise } from '../../lib/noise.js';
import type { Scene } from '../scene.js';

const SKY = gradient([
  [0, hex('#1f2450')],
  [0.25, hex('#5b4a7d')],
  [0.45, hex('#d27a6a')],
  [0.58, hex('#f6b56f')],
]);
const CLOUD_LIT = hex('#ffb27a');
const CLOUD_DARK = hex('#4a3a5e');
const ROCK = hex('#3a3346');
const SNOW = hex('#f3c9b4');
const FOREST = hex('#0f1216');
const WATER = hex('#1a2236');

/** A still mountain lake after sunset: clouds lit from below, snow catching the last light, all of it mirrored. */
export const lake: Scene = (picture, random) => {
  const noise = createNoise(random);
  const { width, height } = picture;
  const horizon = Math.round(height * 0.6);
  const aspect = height / width;
  const h = horizon / width;
  const peakOffset = random.range(0, 50);
  const mountain = (u: number) => h - (0.05 + 0.3 * Math.pow(noise.ridged(u * 1.6 + peakOffset, 3.7, 5), 2)) * aspect;
  const treeline = (u: number) =>
    h - (0.012 + 0.018 * Math.abs(noise.at(u * 180, 0.5)) + 0.01 * noise.fbm(u * 6, 9, 3)) * aspect;

  for (let y = 0; y < horizon; y++) {
    const v = (y + 0.5) / width;
    for (let x = 0; x < width; x++) {
      const u = (x + 0.5) / width;
      let colour = SKY((v / h) * 0.58);
      const cloud = smoothstep(0.1, 0.5, noise.fbm(u * 3, v * 14, 6) + 0.25 - v * 1.2);
      if (cloud > 0) colour = mix(colour, mix(CLOUD_DARK, CLOUD_LIT, smoothstep(0.1, 0.4, v)), cloud * 0.85);
      const top = mountain(u);
      if (v > top) {
        const lit = noise.ridged(u * 9 + peakOffset, v * 9, 5);
        const snow = smoothstep(0.06, 0.02, v - top) * smoothstep(h - 0.15 * aspect, h - 0.22 * aspect, top);
        colour = mix(scale(ROCK, 0.6 + lit * 0.8), SNOW, snow * (0.4 + 0.6 * lit));
        colour = mix(colour, SKY(0.5), smoothstep(top, h, v) * 0.35);
      }
      if (v > treeline(u)) colour = FOREST;
      picture.blend(x, y, colour, 1);
    }
  }
  // The water mirrors what is above it, broken by slow ripples and darkened.
  for (let y = horizon; y < height; y++) {
    const depth = (y - horizon) / (height - horizon);
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const ripple = noise.fbm(u * 4, depth * 60 + depth * depth * 200, 3);
      const mirrorY = 2 * horizon - y - 1 + ripple * depth * height * 0.03;
      const mirrorX = x + ripple * width * 0.004;
      const reflected = picture.get(mirrorX, Math.max(0, mirrorY));
      const streak = smoothstep(0.3, 0.8, noise.at(u * 3, depth * 300)) * 0.15 * depth;
      picture.blend(x, y, add(mix(reflected, WATER, 0.25 + depth * 0.4), CLOUD_LIT, streak), 1);
    }
  }
};
