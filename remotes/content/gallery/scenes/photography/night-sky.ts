import { add, clamp, gradient, hex, mix, smoothstep } from '../../lib/color.js';
import { createNoise } from '../../lib/noise.js';
import type { Scene } from '../scene.js';

const SKY = gradient([
  [0, hex('#03050c')],
  [0.6, hex('#0b1224')],
  [0.78, hex('#1d2a3f')],
  [0.86, hex('#3c3a40')],
]);
const BAND_CORE = hex('#d9c3a0');
const BAND_EDGE = hex('#6f7fa8');
const DUST = hex('#0a0a10');
const HILL = hex('#020306');
const STAR_COLOURS = [hex('#cfe0ff'), hex('#ffffff'), hex('#ffe3b8'), hex('#ffc9a0')];

/** The Milky Way rising over a dark ridge on a moonless night, with its lanes of dust. */
export const nightSky: Scene = (picture, random) => {
  const noise = createNoise(random);
  const { width, height } = picture;
  const aspect = height / width;
  // The band runs diagonally: distance from a line through (0.62, 0.75) tilted by `angle`.
  const angle = random.range(-1.2, -0.9);
  const nx = Math.cos(angle);
  const ny = Math.sin(angle);
  const band = (u: number, v: number) => (u - 0.62) * ny - (v - 0.75 * aspect) * nx;
  const ridge = (u: number) =>
    (0.8 - 0.08 * noise.fbm(u * 2.2 + 40, 1, 6) - 0.012 * Math.max(0, noise.at(u * 90, 5))) * aspect;
  picture.fill((u, v) => {
    const d = band(u, v);
    const along = u * nx + v * ny;
    const glow = Math.exp(-((d / 0.13) ** 2)) * (0.55 + 0.45 * noise.fbm(along * 6, d * 12, 6));
    const dust = smoothstep(0.05, 0.35, noise.fbm(along * 9 + 3, d * 30, 5)) * Math.exp(-((d / 0.035) ** 2));
    let colour = SKY(v / aspect);
    colour = add(colour, mix(BAND_EDGE, BAND_CORE, Math.exp(-((d / 0.04) ** 2))), glow * 0.6);
    colour = mix(colour, DUST, dust * 0.75);
    return colour;
  });
  // Stars: many faint, few bright; the band is crowded with them.
  const count = Math.round(width * height * 0.004);
  for (let i = 0; i < count; i++) {
    const u = random.next();
    const v = random.next() * aspect;
    const inBand = Math.exp(-((band(u, v) / 0.12) ** 2));
    if (random.next() > 0.35 + inBand * 0.65) continue;
    const brightness = Math.pow(random.next(), 6);
    const radius = (0.45 + brightness * 1.8) * (width / 1600);
    const colour = random.pick(STAR_COLOURS);
    const x = u * width;
    const y = v * width;
    const reach = Math.ceil(radius * 3);
    for (let dy = -reach; dy <= reach; dy++) {
      for (let dx = -reach; dx <= reach; dx++) {
        const r = Math.hypot(dx, dy);
        picture.addLight(
          Math.round(x) + dx,
          Math.round(y) + dy,
          colour,
          (0.35 + brightness * 2) * Math.exp(-((r / radius) ** 2)),
        );
      }
    }
  }
  picture.fill((u, v, x, y) => {
    const top = ridge(u);
    const sky = picture.get(x, y);
    return v < top ? sky : mix(sky, HILL, clamp((v - top) * width + 0.5));
  });
};
