import { hex, mix, type Rgb } from '../../lib/color.js';
import { createNoise } from '../../lib/noise.js';
import type { Scene } from '../scene.js';

/** Four related colours each, from the outer square to the inner. */
const PALETTES: ReadonlyArray<readonly Rgb[]> = [
  [hex('#c9a227'), hex('#d98e04'), hex('#e36414'), hex('#f2b880')],
  [hex('#2b4162'), hex('#385f71'), hex('#6d9dc5'), hex('#d7b377')],
  [hex('#7d8e6b'), hex('#a8b18b'), hex('#c9c19f'), hex('#e6dcc0')],
];
const WHITE = hex('#ffffff');

/**
 * After Josef Albers's "Homage to the Square": four squares nested low, as in his own format,
 * with one unit of margin at each side, half a unit below and a unit and a half above, so each
 * colour is seen against its neighbours and changes with them.
 */
export const colourStudy: Scene = (picture, random) => {
  const noise = createNoise(random);
  const palette = random.pick(PALETTES);
  const squares = [1, 2, 3].map((i) => ({
    left: i * 0.1,
    right: 1 - i * 0.1,
    top: i * 0.15,
    bottom: 1 - i * 0.05,
    colour: palette[i],
  }));
  picture.fill((u, v) => {
    let colour = palette[0];
    for (const square of squares) {
      if (u >= square.left && u <= square.right && v >= square.top && v <= square.bottom) colour = square.colour;
    }
    // A faint unevenness, as of paint laid with a knife on board.
    return mix(colour, WHITE, 0.025 * noise.fbm(u * 40, v * 40, 3));
  });
};
