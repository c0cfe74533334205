import { add, clamp, gradient, hex, mix, smoothstep } from '../../lib/color.js';
import { createNoise } from '../../lib/noise.js';
import type { Scene } from '../scene.js';

const SKY = gradient([
  [0, hex('#3d4f7a')],
  [0.3, hex('#a7879a')],
  [0.48, hex('#f0a878')],
  [0.55, hex('#ffd89a')],
]);
const SEA_FAR = hex('#c98d73');
const SEA_NEAR = hex('#1c2a3a');
const ROCK = hex('#15171d');
const SUN = hex('#fff2c8');

interface Stack {
  centre: number;
  halfWidth: number;
  top: number;
}

/** Sea stacks off a headland at sunset, with the sun's path laid across the water. */
export const coast: Scene = (picture, random) => {
  const noise = createNoise(random);
  const aspect = picture.height / picture.width;
  const horizon = 0.55 * aspect;
  const sunU = random.range(0.3, 0.45);
  const sunV = horizon - 0.035 * aspect;
  const stacks: Stack[] = [
    { centre: random.range(0.55, 0.62), halfWidth: 0.035, top: horizon - 0.2 * aspect },
    { centre: random.range(0.7, 0.76), halfWidth: 0.02, top: horizon - 0.11 * aspect },
    { centre: random.range(0.84, 0.88), halfWidth: 0.05, top: horizon - 0.26 * aspect },
  ];
  const headland = (v: number) => 0.16 + 0.05 * noise.fbm(v * 9, 2, 5) - 0.5 * Math.max(0, horizon - v);
  picture.fill((u, v) => {
    let colour;
    if (v < horizon) {
      const d = Math.hypot(u - sunU, (v - sunV) * 1.2);
      colour = add(SKY((v / horizon) * 0.55), SUN, Math.exp(-d * 10) * 0.7 + clamp((0.022 - d) / 0.002));
      const cloud = smoothstep(0.2, 0.55, noise.fbm(u * 2.5, v * 16, 5) + 0.3 - (horizon - v) * 2);
      colour = mix(colour, mix(hex('#5e4a66'), hex('#ff9e6e'), clamp(1 - Math.abs(u - sunU) * 2)), cloud * 0.7);
    } else {
      const depth = (v - horizon) / (aspect - horizon);
      const perspective = 1 / (depth + 0.02);
      const wave = noise.fbm(u * 6 * perspective * 0.4, v * 220 * (0.3 + perspective * 0.05), 4);
      colour = mix(SEA_FAR, SEA_NEAR, Math.pow(depth, 0.5));
      // The sun's path: glints that widen toward the viewer.
      const path = Math.exp(-(((u - sunU) / (0.015 + depth * 0.12)) ** 2));
      colour = add(colour, SUN, path * smoothstep(0.05, 0.6, wave) * 1.3);
      colour = add(colour, SEA_FAR, wave * 0.15);
    }
    for (const stack of stacks) {
      const taper = 0.75 + 0.25 * clamp((v - stack.top) / (horizon - stack.top));
      const edge = stack.halfWidth * taper * (1 + 0.3 * noise.fbm(v * 20, stack.centre * 30, 4));
      const top = stack.top + 0.02 * aspect * noise.fbm(u * 30, stack.centre * 5, 3);
      if (Math.abs(u - stack.centre) < edge && v > top && v < horizon + 0.012 * aspect) {
        // A thin rim of light on the side that faces the sun.
        const rim = u < stack.centre ? smoothstep(edge - 0.004, edge, Math.abs(u - stack.centre)) : 0;
        colour = add(ROCK, SUN, rim * 0.25);
      }
      const mirror = 2 * horizon - v;
      if (v > horizon && Math.abs(u - stack.centre) < edge * 0.95 && mirror > top) {
        colour = mix(colour, ROCK, 0.7 * (1 - smoothstep(0, 0.12, v - horizon)));
      }
    }
    if (u < headland(v)) colour = mix(ROCK, SKY(0.1), 0.12 * (1 - (v - horizon) * 3));
    return colour;
  });
};
