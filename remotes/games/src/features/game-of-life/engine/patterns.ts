/** A pattern as live-cell offsets from its top-left corner. */
export interface Pattern {
  readonly id: string;
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly cells: ReadonlyArray<readonly [number, number]>;
}

/**
 * Parses run-length encoded Life patterns ("b" dead, "o" alive, "$" end of row, "!" end, optional counts).
 * Header lines (x = …) and comments (#…) are ignored.
 */
export function parseRle(id: string, name: string, rle: string): Pattern {
  const body = rle
    .split('\n')
    .filter((line) => !line.startsWith('#') && !/^\s*x\s*=/.test(line))
    .join('')
    .replace(/\s+/g, '');
  const cells: Array<[number, number]> = [];
  let x = 0;
  let y = 0;
  let width = 0;
  let count = '';
  for (const ch of body) {
    if (ch >= '0' && ch <= '9') {
      count += ch;
      continue;
    }
    const n = count ? parseInt(count, 10) : 1;
    count = '';
    if (ch === 'b') x += n;
    else if (ch === 'o') {
      for (let i = 0; i < n; i++) cells.push([x + i, y]);
      x += n;
    } else if (ch === '$') {
      y += n;
      x = 0;
    } else if (ch === '!') break;
    else throw new Error(`unexpected '${ch}' in RLE for ${id}`);
    width = Math.max(width, x);
  }
  const height = cells.reduce((h, [, cy]) => Math.max(h, cy + 1), 0);
  return { id, name, width, height, cells };
}

export const PATTERNS: readonly Pattern[] = [
  parseRle('block', 'Block', '2o$2o!'),
  parseRle('blinker', 'Blinker', '3o!'),
  parseRle('glider', 'Glider', 'bo$2bo$3o!'),
  parseRle('lwss', 'Lightweight spaceship', 'bo2bo$o4b$o3bo$4o!'),
  parseRle('r-pentomino', 'R-pentomino', 'b2o$2o$bo!'),
  parseRle(
    'pulsar',
    'Pulsar',
    '2b3o3b3o2b2$o4bobo4bo$o4bobo4bo$o4bobo4bo$2b3o3b3o2b2$2b3o3b3o2b$o4bobo4bo$o4bobo4bo$o4bobo4bo2$2b3o3b3o!',
  ),
  parseRle(
    'gosper-glider-gun',
    'Gosper glider gun',
    '24bo$22bobo$12b2o6b2o12b2o$11bo3bo4b2o12b2o$2o8bo5bo3b2o$2o8bo3bob2o4bobo$10bo5bo7bo$11bo3bo$12b2o!',
  ),
];

export function patternById(id: string): Pattern {
  const pattern = PATTERNS.find((p) => p.id === id);
  if (!pattern) throw new Error(`unknown pattern ${id}`);
  return pattern;
}
