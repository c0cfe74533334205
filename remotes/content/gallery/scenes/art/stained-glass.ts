import { add, clamp, hex, mix, scale, smoothstep } from '../../lib/color.js';
import { createNoise } from '../../lib/noise.js';
import type { Scene } from '../scene.js';

const GLASS = [hex('#8c1c13'), hex('#1f4e79'), hex('#2e7d32'), hex('#c89b3c'), hex('#5b2a86'), hex('#b4531f')];
const LEAD = hex('#1a1a1a');
const SUN = hex('#fff3d6');

/** A window of Voronoi cells: every point belongs to its nearest seed, and the lead runs where two seeds are equally near. */
export const stainedGlass: Scene = (picture, random) => {
  const noise = createNoise(random);
  const { width } = picture;
  const grid = 11;
  // One seed jittered inside each square of a grid: cells of even size, with no slivers.
  const seeds = Array.from({ length: grid * grid }, (_, k) => ({
    x: ((k % grid) + random.range(0.15, 0.85)) / grid,
    y: (Math.floor(k / grid) + random.range(0.15, 0.85)) / grid,
    colour: random.pick(GLASS),
    tint: random.range(0.8, 1.15),
  }));
  const lead = 0.0045;
  picture.fill((u, v) => {
    const gi = Math.floor(u * grid);
    const gj = Math.floor(v * grid);
    let first = Infinity;
    let second = Infinity;
    let nearest = seeds[0];
    for (let j = Math.max(0, gj - 2); j <= Math.min(grid - 1, gj + 2); j++) {
      for (let i = Math.max(0, gi - 2); i <= Math.min(grid - 1, gi + 2); i++) {
        const seed = seeds[j * grid + i];
        const d = Math.hypot(u - seed.x, v - seed.y);
        if (d < first) {
          second = first;
          first = d;
          nearest = seed;
        } else if (d < second) {
          second = d;
        }
      }
    }
    // Half the difference of the two distances is about the distance to the border between the cells.
    const border = (second - first) / 2;
    const light = Math.exp(-((u - 0.7) ** 2 + (v - 0.25) ** 2) * 3);
    const glass = add(
      scale(nearest.colour, nearest.tint * (0.75 + 0.2 * noise.fbm(u * 30, v * 30, 3))),
      SUN,
      light * 0.35,
    );
    const edge = smoothstep(lead - 0.5 / width, lead + 0.5 / width, border);
    const bevel = clamp(1 - (border - lead) / 0.006) * 0.25;
    return mix(LEAD, mix(glass, SUN, bevel * light), edge);
  });
};
