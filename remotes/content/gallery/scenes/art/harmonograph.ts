import { hex } from '../../lib/color.js';
import type { Scene } from '../scene.js';

const BACKGROUND = hex('#0b0f1a');
const INK = hex('#f2c572');

/**
 * A harmonograph: a pen moved by pendulums swinging at nearly harmonic frequencies and slowly
 * losing energy, so the figure spirals inward as it draws.
 */
export const harmonograph: Scene = (picture, random) => {
  const { width, height } = picture;
  picture.fill(() => BACKGROUND);
  const pendulum = () => ({
    frequency: random.pick([2, 3, 4]) + random.range(-0.012, 0.012),
    phase: random.range(0, Math.PI * 2),
    damping: random.range(0.0015, 0.004),
  });
  const pendulums = [pendulum(), pendulum(), pendulum(), pendulum()];
  const swing = (p: { frequency: number; phase: number; damping: number }, t: number) =>
    Math.sin(p.frequency * t + p.phase) * Math.exp(-p.damping * t);
  // Stop while the swing is still wide: the last turns would pile up into a blot in the middle.
  const end = Math.log(3) / Math.min(...pendulums.map((p) => p.damping));
  const strength = 0.8;
  // The pen moves about a pixel per step whatever the size of the picture.
  const dt = 3.84 / width;
  for (let t = 0; t < end; t += dt) {
    const x = 0.5 + 0.23 * (swing(pendulums[0], t) + swing(pendulums[1], t));
    const y = 0.5 + 0.23 * (swing(pendulums[2], t) + swing(pendulums[3], t));
    picture.addLight(Math.floor(x * width), Math.floor(y * height), INK, strength);
  }
};
