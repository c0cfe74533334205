import { mix, type Rgb } from '../../lib/color.js';
import type { Picture } from '../../lib/picture.js';

export interface Ground {
  x: number;
  z: number;
  height: number;
  /** The unit surface normal; y is up. */
  normal: Rgb;
}

export interface TerrainView {
  /** The ground height at a point of the map; the camera stands at x = 0 and looks along +z. */
  height(x: number, z: number): number;
  /** The colour of the lit ground, before the air between it and the camera. */
  ground(point: Ground): Rgb;
  /** The sky at a point of the picture, u across and v down, both in [0, 1]. */
  sky(u: number, v: number): Rgb;
  /** What the air adds over `distance`, at screen point (u, v). */
  air(colour: Rgb, distance: number, height: number, u: number, v: number): Rgb;
  cameraHeight: number;
  /** Where the horizon sits, as a fraction of the picture's height from the top. */
  horizon: number;
  /** Focal length as a multiple of the picture's width. */
  focal: number;
  far: number;
}

/**
 * A height-field renderer in the manner of 1990s flight simulators ("voxel space"): each column
 * of pixels walks out from the camera and paints the ground from front to back, so nothing
 * hidden behind a ridge is ever drawn.
 */
export function renderTerrain(picture: Picture, view: TerrainView): void {
  const { width, height } = picture;
  const focal = view.focal * width;
  const horizonY = view.horizon * height;
  picture.fill((u, _v, _x, y) => view.sky(u, y / height));
  for (let column = 0; column < width; column++) {
    const spread = (column + 0.5 - width / 2) / focal;
    let lowest = height;
    // Steps grow with distance, where a pixel covers more ground, and shrink on a larger picture.
    for (let z = 0.5; z < view.far && lowest > 0; z += (Math.max(z, 5) * 6.4) / width) {
      const x = spread * z;
      const h = view.height(x, z);
      const top = horizonY - ((h - view.cameraHeight) * focal) / z;
      if (top >= lowest) continue;
      const e = 0.02 + z * 0.002;
      const dx = (view.height(x + e, z) - view.height(x - e, z)) / (2 * e);
      const dz = (view.height(x, z + e) - view.height(x, z - e)) / (2 * e);
      const length = Math.hypot(dx, 1, dz);
      const normal: Rgb = [-dx / length, 1 / length, -dz / length];
      const lit = view.ground({ x, z, height: h, normal });
      const distance = Math.hypot(x, z);
      const first = Math.max(0, Math.ceil(top));
      for (let y = first; y < lowest; y++) {
        picture.blend(column, y, view.air(lit, distance, h, (column + 0.5) / width, y / height), 1);
      }
      lowest = first;
    }
  }
}

/** Aerial perspective: the farther the ground, the more it takes the colour of the air. */
export function haze(colour: Rgb, air: Rgb, distance: number, density: number): Rgb {
  return mix(colour, air, 1 - Math.exp(-distance * density));
}
