/** @jest-environment node */
import fc from 'fast-check';
import { Rng, hashSeed, nextRandom, normaliseSeed, randomSeed } from './rng';

describe('Rng', () => {
  it('replays the same sequence for the same seed', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const a = new Rng(seed);
        const b = new Rng(seed);
        for (let i = 0; i < 20; i++) expect(a.next()).toBe(b.next());
      }),
    );
  });

  it('treats a numeric seed like its URL string form', () => {
    expect(new Rng(42).next()).toBe(new Rng('42').next());
    expect(normaliseSeed(' 42 ')).toBe('42');
  });

  it('separates nearby seeds and extra parts', () => {
    expect(hashSeed('a')).not.toBe(hashSeed('b'));
    expect(hashSeed('a', 1)).not.toBe(hashSeed('a', 2));
    expect(hashSeed('a1')).not.toBe(hashSeed('a', 1));
  });

  it('stays in range and is roughly uniform', () => {
    const rng = new Rng('uniform');
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 20000; i++) {
      const v = rng.next();
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
      buckets[Math.floor(v * 10)]++;
    }
    for (const count of buckets) expect(Math.abs(count - 2000)).toBeLessThan(200);
  });

  it('int, range, pick and shuffle respect their bounds', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const rng = new Rng(seed);
        const i = rng.int(n);
        expect(Number.isInteger(i) && i >= 0 && i < n).toBe(true);
        const r = rng.range(-3, 3);
        expect(r >= -3 && r <= 3).toBe(true);
        const items = Array.from({ length: 10 }, (_, k) => k);
        expect(rng.shuffle([...items]).sort((a, b) => a - b)).toEqual(items);
        expect(items).toContain(rng.pick(items));
      }),
    );
  });

  it('nextRandom is the pure form of the same generator', () => {
    const rng = new Rng('pure');
    let state = hashSeed('pure');
    for (let i = 0; i < 5; i++) {
      const step = nextRandom(state);
      state = step.state;
      expect(step.value).toBe(rng.next());
    }
  });

  it('random seeds are URL-safe', () => {
    for (let i = 0; i < 50; i++) expect(randomSeed()).toMatch(/^[a-z2-9]{8}$/);
  });
});
