import { clamp, type Rgb } from './color.js';

/** A canvas of floating-point RGB pixels that scenes paint into. */
export class Picture {
  readonly pixels: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Float32Array(width * height * 3);
  }

  /** Calls `shade(u, v)` for every pixel, with u across in [0, 1] and v down in [0, height / width]. */
  fill(shade: (u: number, v: number, x: number, y: number) => Rgb): void {
    const { width, height, pixels } = this;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const c = shade((x + 0.5) / width, (y + 0.5) / width, x, y);
        const i = (y * width + x) * 3;
        pixels[i] = c[0];
        pixels[i + 1] = c[1];
        pixels[i + 2] = c[2];
      }
    }
  }

  get(x: number, y: number): Rgb {
    const px = clamp(Math.round(x), 0, this.width - 1);
    const py = clamp(Math.round(y), 0, this.height - 1);
    const i = (py * this.width + px) * 3;
    return [this.pixels[i], this.pixels[i + 1], this.pixels[i + 2]];
  }

  /** Lays `colour` over the pixel with opacity `alpha`. */
  blend(x: number, y: number, colour: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const i = (y * this.width + x) * 3;
    const a = Math.min(alpha, 1);
    this.pixels[i] += (colour[0] - this.pixels[i]) * a;
    this.pixels[i + 1] += (colour[1] - this.pixels[i + 1]) * a;
    this.pixels[i + 2] += (colour[2] - this.pixels[i + 2]) * a;
  }

  /** Adds light to the pixel, as a glow or a star does. */
  addLight(x: number, y: number, colour: Rgb, amount: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    this.pixels[i] += colour[0] * amount;
    this.pixels[i + 1] += colour[1] * amount;
    this.pixels[i + 2] += colour[2] * amount;
  }

  /** A soft round dab of paint of radius `r` at a sub-pixel position, with an anti-aliased edge. */
  disc(cx: number, cy: number, r: number, colour: Rgb, alpha = 1): void {
    const x0 = Math.max(0, Math.floor(cx - r - 1));
    const x1 = Math.min(this.width - 1, Math.ceil(cx + r + 1));
    const y0 = Math.max(0, Math.floor(cy - r - 1));
    const y1 = Math.min(this.height - 1, Math.ceil(cy + r + 1));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        const coverage = clamp(r + 0.5 - d);
        if (coverage > 0) this.blend(x, y, colour, coverage * alpha);
      }
    }
  }

  /** 8-bit RGB, as the encoder takes it. */
  toBytes(): Uint8Array {
    const bytes = new Uint8Array(this.pixels.length);
    for (let i = 0; i < this.pixels.length; i++) bytes[i] = Math.round(clamp(this.pixels[i]) * 255);
    return bytes;
  }
}
