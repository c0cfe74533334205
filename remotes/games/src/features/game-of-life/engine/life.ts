import { Rng, type Seed } from '../../shared/engine/rng';
import type { Pattern } from './patterns';

export interface LifeOptions {
  /** Edges wrap around (a torus) instead of being dead. Default true. */
  readonly wrap?: boolean;
}

/**
 * Conway's Life on a width x height board of bytes (1 alive), double-buffered so a generation allocates nothing.
 * Mutable by design: a screen redraws from `cells` and watches `generation`.
 */
export class Life {
  readonly width: number;
  readonly height: number;
  wrap: boolean;
  generation = 0;
  private cells: Uint8Array;
  private next: Uint8Array;
  private readonly deadRow: Uint8Array;

  constructor(width: number, height: number, options: LifeOptions = {}) {
    if (width < 3 || height < 3) throw new Error('a Life board needs at least 3x3 cells');
    this.width = width;
    this.height = height;
    this.wrap = options.wrap ?? true;
    this.cells = new Uint8Array(width * height);
    this.next = new Uint8Array(width * height);
    this.deadRow = new Uint8Array(width);
  }

  /** Read-only view of the current generation, row-major. */
  get view(): Readonly<Uint8Array> {
    return this.cells;
  }

  private index(x: number, y: number): number {
    if (this.wrap) {
      x = ((x % this.width) + this.width) % this.width;
      y = ((y % this.height) + this.height) % this.height;
    } else if (x < 0 || y < 0 || x >= this.width || y >= this.height) {
      return -1;
    }
    return y * this.width + x;
  }

  get(x: number, y: number): boolean {
    const i = this.index(x, y);
    return i >= 0 && this.cells[i] === 1;
  }

  set(x: number, y: number, alive: boolean): void {
    const i = this.index(x, y);
    if (i >= 0) this.cells[i] = alive ? 1 : 0;
  }

  toggle(x: number, y: number): void {
    const i = this.index(x, y);
    if (i >= 0) this.cells[i] ^= 1;
  }

  clear(): void {
    this.cells.fill(0);
    this.generation = 0;
  }

  /** Each cell alive with probability `density`, reproducibly from the seed. */
  randomFill(seed: Seed, density = 0.3): void {
    const rng = new Rng(seed, 'life', this.width, this.height);
    for (let i = 0; i < this.cells.length; i++) this.cells[i] = rng.next() < density ? 1 : 0;
    this.generation = 0;
  }

  population(): number {
    let n = 0;
    for (let i = 0; i < this.cells.length; i++) n += this.cells[i];
    return n;
  }

  /** Stamps a pattern's live cells with its top-left corner at (x, y); cells off a non-wrapping board are dropped. */
  place(pattern: Pattern, x: number, y: number): void {
    for (const [dx, dy] of pattern.cells) this.set(x + dx, y + dy, true);
  }

  snapshot(): Uint8Array {
    return this.cells.slice();
  }

  restore(cells: ArrayLike<number>, generation = 0): void {
    if (cells.length !== this.cells.length) throw new Error('snapshot size does not match the board');
    this.cells.set(cells);
    this.generation = generation;
  }

  step(generations = 1): void {
    for (let g = 0; g < generations; g++) this.stepOnce();
  }

  private row(y: number): number {
    if (y < 0) return this.wrap ? this.height - 1 : -1;
    if (y >= this.height) return this.wrap ? 0 : -1;
    return y;
  }

  private stepOnce(): void {
    const { width, height, cells, next, deadRow, wrap } = this;
    const last = width - 1;
    for (let y = 0; y < height; y++) {
      const ru = this.row(y - 1);
      const rd = this.row(y + 1);
      // Offsets into the live buffer (or the all-dead row past a hard edge): no views, so nothing to collect.
      const up = ru < 0 ? deadRow : cells;
      const upAt = ru < 0 ? 0 : ru * width;
      const down = rd < 0 ? deadRow : cells;
      const downAt = rd < 0 ? 0 : rd * width;
      const at = y * width;
      // Column sums slide along the row: each step adds one column and drops another.
      let left = wrap ? up[upAt + last] + cells[at + last] + down[downAt + last] : 0;
      let centre = up[upAt] + cells[at] + down[downAt];
      for (let x = 0; x < width; x++) {
        let right = 0;
        if (x < last) right = up[upAt + x + 1] + cells[at + x + 1] + down[downAt + x + 1];
        else if (wrap) right = up[upAt] + cells[at] + down[downAt];
        const alive = cells[at + x];
        const n = left + centre + right - alive;
        next[at + x] = n === 3 || (n === 2 && alive === 1) ? 1 : 0;
        left = centre;
        centre = right;
      }
    }
    this.cells = next;
    this.next = cells;
    this.generation++;
  }
}
