/** @jest-environment node */
import { Life } from './life';
import { PATTERNS, parseRle, patternById } from './patterns';

function liveCells(life: Life): string[] {
  const out: string[] = [];
  for (let y = 0; y < life.height; y++) for (let x = 0; x < life.width; x++) if (life.get(x, y)) out.push(`${x},${y}`);
  return out;
}

describe('Game of Life', () => {
  it('a block is still', () => {
    const life = new Life(8, 8);
    life.place(patternById('block'), 3, 3);
    const before = liveCells(life);
    life.step(5);
    expect(liveCells(life)).toEqual(before);
  });

  it('a blinker has period 2', () => {
    const life = new Life(8, 8, { wrap: false });
    life.place(patternById('blinker'), 2, 3);
    const start = liveCells(life);
    life.step();
    expect(liveCells(life)).toEqual(['3,2', '3,3', '3,4']);
    life.step();
    expect(liveCells(life)).toEqual(start);
  });

  it('a glider moves one cell diagonally every 4 generations', () => {
    const life = new Life(20, 20);
    life.place(patternById('glider'), 2, 2);
    const shifted = liveCells(life)
      .map((c) => c.split(',').map(Number))
      .map(([x, y]) => `${x + 1},${y + 1}`);
    life.step(4);
    expect(liveCells(life)).toEqual(shifted);
    expect(life.generation).toBe(4);
  });

  it('a glider wraps around a torus and dies against dead edges', () => {
    const torus = new Life(8, 8);
    torus.place(patternById('glider'), 0, 0);
    const start = liveCells(torus);
    torus.step(32);
    expect(liveCells(torus)).toEqual(start);
    const boxed = new Life(8, 8, { wrap: false });
    boxed.place(patternById('glider'), 0, 0);
    boxed.step(40);
    expect(liveCells(boxed)).not.toEqual(start);
    expect(boxed.population()).toBe(4);
  });

  it('the pulsar has period 3 and the LWSS period 4', () => {
    const life = new Life(20, 20);
    life.place(patternById('pulsar'), 3, 3);
    const start = liveCells(life);
    life.step(1);
    expect(liveCells(life)).not.toEqual(start);
    life.step(2);
    expect(liveCells(life)).toEqual(start);
    const ship = new Life(30, 12);
    ship.place(patternById('lwss'), 2, 4);
    const pop = ship.population();
    ship.step(4);
    expect(ship.population()).toBe(pop);
  });

  it('the Gosper gun emits gliders: population grows every period', () => {
    const life = new Life(60, 40, { wrap: false });
    life.place(patternById('gosper-glider-gun'), 1, 1);
    expect(life.population()).toBe(36);
    life.step(30);
    const after30 = life.population();
    life.step(60);
    expect(life.population()).toBeGreaterThan(after30);
  });

  it('the R-pentomino has 5 cells and keeps evolving', () => {
    const life = new Life(64, 64);
    life.place(patternById('r-pentomino'), 30, 30);
    expect(life.population()).toBe(5);
    life.step(50);
    expect(life.population()).toBeGreaterThan(5);
  });

  it('set, toggle, clear, population and snapshots', () => {
    const life = new Life(5, 5, { wrap: false });
    life.set(1, 1, true);
    life.toggle(2, 2);
    life.toggle(2, 2);
    life.toggle(3, 3);
    expect(life.population()).toBe(2);
    life.set(-1, 0, true);
    expect(life.population()).toBe(2);
    const snap = life.snapshot();
    life.clear();
    expect(life.population()).toBe(0);
    life.restore(snap, 7);
    expect(life.population()).toBe(2);
    expect(life.generation).toBe(7);
  });

  it('random fill is reproducible and near the density', () => {
    const a = new Life(64, 64);
    const b = new Life(64, 64);
    a.randomFill('seed', 0.25);
    b.randomFill('seed', 0.25);
    expect(a.snapshot()).toEqual(b.snapshot());
    expect(Math.abs(a.population() / 4096 - 0.25)).toBeLessThan(0.03);
  });

  it('agrees with a naive implementation on a random board', () => {
    for (const wrap of [true, false]) {
      const life = new Life(23, 17, { wrap });
      life.randomFill('compare', 0.35);
      const naive = (cells: Uint8Array): Uint8Array =>
        cells.map((alive, i) => {
          const x = i % 23;
          const y = Math.floor(i / 23);
          let n = 0;
          for (let dy = -1; dy <= 1; dy++)
            for (let dx = -1; dx <= 1; dx++) {
              if (!dx && !dy) continue;
              let nx = x + dx;
              let ny = y + dy;
              if (wrap) {
                nx = (nx + 23) % 23;
                ny = (ny + 17) % 17;
              } else if (nx < 0 || ny < 0 || nx >= 23 || ny >= 17) continue;
              n += cells[ny * 23 + nx];
            }
          return n === 3 || (n === 2 && alive) ? 1 : 0;
        });
      let expected = life.snapshot();
      for (let g = 0; g < 10; g++) {
        expected = naive(expected);
        life.step();
        expect(life.snapshot()).toEqual(expected);
      }
    }
  });

  it('one generation on 256x256 takes well under 2 ms', () => {
    const life = new Life(256, 256);
    life.randomFill('speed', 0.3);
    life.step(20);
    // Best of several batches: measures the engine rather than whatever else the machine is running.
    let best = Infinity;
    for (let batch = 0; batch < 5; batch++) {
      const start = performance.now();
      life.step(20);
      best = Math.min(best, (performance.now() - start) / 20);
    }
    expect(best).toBeLessThan(2);
  });
});

describe('RLE patterns', () => {
  it('parses counts, rows and blank rows', () => {
    const p = parseRle('t', 'Test', 'x = 3, y = 3\n#C comment\n2o2$b2o!');
    expect(p.cells).toEqual([
      [0, 0],
      [1, 0],
      [1, 2],
      [2, 2],
    ]);
    expect([p.width, p.height]).toEqual([3, 3]);
  });

  it('the library has the classics with their known sizes', () => {
    const sizes = Object.fromEntries(PATTERNS.map((p) => [p.id, [p.width, p.height, p.cells.length]]));
    expect(sizes.glider).toEqual([3, 3, 5]);
    expect(sizes.lwss).toEqual([5, 4, 9]);
    expect(sizes.pulsar).toEqual([13, 13, 48]);
    expect(sizes['gosper-glider-gun']).toEqual([36, 9, 36]);
    expect(sizes['r-pentomino']).toEqual([3, 3, 5]);
  });

  it('rejects garbage', () => {
    expect(() => parseRle('bad', 'Bad', '2x!')).toThrow();
    expect(() => patternById('nope')).toThrow();
  });
});
