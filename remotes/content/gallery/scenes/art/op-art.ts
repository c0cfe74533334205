import { clamp, hex, mix } from '../../lib/color.js';
import type { Scene } from '../scene.js';

const BLACK = hex('#111111');
const WHITE = hex('#f4f1ea');

/** Black and white bands bent by a travelling wave whose swing grows toward the middle: the eye sees the surface move. */
export const opArt: Scene = (picture, random) => {
  const { width } = picture;
  const bands = 46;
  const phase = random.range(0, Math.PI * 2);
  const twist = random.range(2.5, 3.5);
  picture.fill((u, v) => {
    const swing = 0.045 * Math.sin(Math.PI * u) ** 2;
    const wave = v + swing * Math.sin(u * Math.PI * 2 * twist + phase + v * 9);
    const stripe = Math.sin(wave * bands * Math.PI * 2);
    // Distance to the stripe's edge in pixels, for a clean anti-aliased edge.
    const slope = Math.PI * 2 * bands * (1 + swing * 9);
    const edge = clamp((stripe / slope) * width + 0.5);
    return mix(BLACK, WHITE, edge);
  });
};
