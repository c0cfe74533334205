/** A seed as it appears in a URL (`?seed=…`): any string, or a number. */
export type Seed = string | number;

/** Hashes a seed (and optional extra parts) to a 32-bit state; cyrb-style mixing spreads similar seeds apart. */
export function hashSeed(seed: Seed, ...parts: Array<string | number>): number {
  const text = [String(seed), ...parts.map(String)].join('\u0000');
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** One mulberry32 step on a plain number state, so immutable game states can carry their generator. */
export function nextRandom(state: number): { value: number; state: number } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, state: next };
}

/** Mutable mulberry32 generator for generators and solvers that run to completion in one call. */
export class Rng {
  state: number;

  constructor(seed: Seed, ...parts: Array<string | number>) {
    this.state = hashSeed(seed, ...parts);
  }

  /** Uniform float in [0, 1). */
  next(): number {
    const r = nextRandom(this.state);
    this.state = r.state;
    return r.value;
  }

  /** Uniform integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Uniform integer in [min, max] inclusive. */
  range(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  /** Fisher–Yates in place; returns the same array for chaining. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i];
      items[i] = items[j];
      items[j] = tmp;
    }
    return items;
  }
}

const SEED_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A fresh URL-safe seed (no look-alike characters); the only non-deterministic function here. */
export function randomSeed(length = 8): string {
  let out = '';
  for (let i = 0; i < length; i++) out += SEED_ALPHABET[Math.floor(Math.random() * SEED_ALPHABET.length)];
  return out;
}

/** Normalises a seed read from a URL so `?seed=42` and `fromSeed(42)` agree. */
export function normaliseSeed(seed: Seed): string {
  return String(seed).trim();
}
