import type { Random } from './random.js';

/** Smooth random fields over the plane. */
export interface Noise {
  /** Gradient noise in about [-1, 1], zero at integer points. */
  at(x: number, y: number): number;
  /** Fractal sum of octaves, in about [-1, 1]. */
  fbm(x: number, y: number, octaves?: number, gain?: number): number;
  /** Ridged fractal noise in [0, 1]: sharp crests where the plain noise crosses zero, like mountain ridges. */
  ridged(x: number, y: number, octaves?: number): number;
}

const fade = (t: number) => t * t * t * (t * (t * 6 - 15) + 10);

/** Perlin's improved gradient noise, with a permutation drawn from `random`. */
export function createNoise(random: Random): Noise {
  const perm = new Uint8Array(512);
  const order = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 255; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  for (let i = 0; i < 512; i++) perm[i] = order[i & 255];
  const gradX = new Float64Array(256);
  const gradY = new Float64Array(256);
  for (let i = 0; i < 256; i++) {
    const angle = (i / 256) * Math.PI * 2;
    gradX[i] = Math.cos(angle);
    gradY[i] = Math.sin(angle);
  }

  const at = (x: number, y: number) => {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    const xi = x0 & 255;
    const yi = y0 & 255;
    const h00 = perm[perm[xi] + yi];
    const h10 = perm[perm[xi + 1] + yi];
    const h01 = perm[perm[xi] + yi + 1];
    const h11 = perm[perm[xi + 1] + yi + 1];
    const n00 = gradX[h00] * fx + gradY[h00] * fy;
    const n10 = gradX[h10] * (fx - 1) + gradY[h10] * fy;
    const n01 = gradX[h01] * fx + gradY[h01] * (fy - 1);
    const n11 = gradX[h11] * (fx - 1) + gradY[h11] * (fy - 1);
    const u = fade(fx);
    const v = fade(fy);
    const top = n00 + u * (n10 - n00);
    const bottom = n01 + u * (n11 - n01);
    return (top + v * (bottom - top)) * 1.41;
  };

  const fbm = (x: number, y: number, octaves = 5, gain = 0.5) => {
    let sum = 0;
    let amplitude = 1;
    let total = 0;
    let frequency = 1;
    for (let i = 0; i < octaves; i++) {
      // Each octave is rotated and shifted a little so their grids never line up.
      sum += amplitude * at(x * frequency + i * 17.31, y * frequency - i * 9.77);
      total += amplitude;
      amplitude *= gain;
      frequency *= 2.03;
    }
    return sum / total;
  };

  const ridged = (x: number, y: number, octaves = 5) => {
    let sum = 0;
    let amplitude = 1;
    let total = 0;
    let frequency = 1;
    let weight = 1;
    for (let i = 0; i < octaves; i++) {
      let n = 1 - Math.abs(at(x * frequency + i * 31.7, y * frequency + i * 11.3));
      n *= n * weight;
      weight = Math.min(1, n * 1.6);
      sum += amplitude * n;
      total += amplitude;
      amplitude *= 0.5;
      frequency *= 2.01;
    }
    return sum / total;
  };

  return { at, fbm, ridged };
}
