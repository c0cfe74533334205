import { add, clamp, gradient, hex, mix, smoothstep } from '../../lib/color.js';
import { createNoise } from '../../lib/noise.js';
import type { Scene } from '../scene.js';

const SKY = gradient([
  [0, hex('#2e3a66')],
  [0.28, hex('#7a6f9c')],
  [0.45, hex('#e6a38a')],
  [0.56, hex('#f7d3a1')],
]);
const NEAR = hex('#1c2233');
const SUN = hex('#fff0d0');
const LAYERS = 7;

/** Ranges of hills one behind another at dawn; each farther range takes more of the colour of the air. */
export const ridges: Scene = (picture, random) => {
  const noise = createNoise(random);
  const aspect = picture.height / picture.width;
  const sunU = random.range(0.6, 0.75);
  const sunV = 0.5 * aspect;
  const layers = Array.from({ length: LAYERS }, (_, i) => ({
    base: (0.47 + i * 0.075) * aspect,
    amplitude: (0.05 + i * 0.025) * aspect,
    frequency: 2.2 + i * 0.8,
    offset: random.range(0, 100),
    // Far ranges are almost the colour of the sky at the horizon; near ones almost black.
    fog: Math.pow(1 - i / LAYERS, 1.6),
  }));
  const horizonColour = SKY(0.56);
  picture.fill((u, v) => {
    const sky = SKY(v / aspect);
    const dx = u - sunU;
    const dy = v - sunV;
    const d = Math.hypot(dx, dy * 1.3);
    let colour = add(sky, SUN, Math.exp(-d * 9) * 0.8 + clamp(1 - d / 0.018) * 1.2);
    for (const layer of layers) {
      const ridge =
        layer.base -
        layer.amplitude * (0.6 + 0.8 * noise.fbm(u * layer.frequency + layer.offset, layer.offset, 6, 0.55));
      if (v < ridge) continue;
      // Mist gathers at the foot of each range, so every range fades downwards.
      const below = smoothstep(layer.base - layer.amplitude * 0.5, layer.base + 0.1 * aspect, v);
      const fog = clamp(layer.fog + below * 0.3 * (1 - layer.fog) * (1 - layer.fog));
      const air = mix(horizonColour, SUN, Math.exp(-Math.abs(dx) * 4) * 0.25);
      colour = mix(NEAR, air, fog);
    }
    return colour;
  });
};
