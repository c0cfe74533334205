import { hex, mix } from '../../lib/color.js';
import { createNoise } from '../../lib/noise.js';
import type { Scene } from '../scene.js';

const PAPER = hex('#f3ede1');
const INKS = [hex('#1d3557'), hex('#457b9d'), hex('#e63946'), hex('#f4a261'), hex('#2a9d8f')];

/** Pen strokes, each following the direction a noise field gives at every point it reaches. */
export const flowField: Scene = (picture, random) => {
  const noise = createNoise(random);
  const { width, height } = picture;
  picture.fill(() => PAPER);
  const scale = width / 1600;
  const turns = random.range(1.5, 2.5);
  // As many strokes per area on any size of picture.
  const strokes = Math.round((2600 * width * height) / (1600 * 1600));
  for (let i = 0; i < strokes; i++) {
    let x = random.next() * width;
    let y = random.next() * height;
    // The colour follows a second, slower field, so inks gather in broad regions.
    const zone = (noise.fbm((x / width) * 1.5 + 20, (y / height) * 1.5, 2) + 1) / 2;
    const ink = mix(INKS[Math.min(INKS.length - 1, Math.floor(zone * INKS.length))], PAPER, random.range(0, 0.25));
    const radius = (1.1 + random.next() * 2) * scale;
    const steps = random.int(60, 220);
    for (let s = 0; s < steps; s++) {
      const angle = noise.fbm((x / width) * 2.2, (y / height) * 2.2, 3) * Math.PI * 2 * turns;
      x += Math.cos(angle) * 2 * scale;
      y += Math.sin(angle) * 2 * scale;
      if (x < 0 || y < 0 || x >= width || y >= height) break;
      picture.disc(x, y, radius, ink, 0.6);
    }
  }
};
