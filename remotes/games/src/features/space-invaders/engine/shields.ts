import { SHIELD_CELL, SHIELD_COLUMNS, SHIELD_ROWS, SHIELD_XS, SHIELD_Y } from './constants';

/** The classic bunker: an arch with a notch underneath ('#' = solid cell of 2x2 px). */
const SHAPE = [
  '..#######..',
  '.#########.',
  '###########',
  '###########',
  '###########',
  '###########',
  '###.....###',
  '##.......##',
];

export function freshShields(): number[][] {
  return SHIELD_XS.map(() =>
    SHAPE.join('')
      .split('')
      .map((c) => (c === '#' ? 1 : 0)),
  );
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

export interface ShieldHit {
  readonly shield: number;
  readonly cell: number;
}

/** Solid shield cells a box overlaps, nearest first along `fromBelow` (bullets rise, bombs fall). */
export function shieldHits(shields: readonly (readonly number[])[], box: Box, fromBelow: boolean): ShieldHit[] {
  const hits: ShieldHit[] = [];
  shields.forEach((cells, shield) => {
    const left = SHIELD_XS[shield];
    if (!overlaps(box, { x: left, y: SHIELD_Y, w: SHIELD_COLUMNS * SHIELD_CELL, h: SHIELD_ROWS * SHIELD_CELL })) return;
    for (let cell = 0; cell < cells.length; cell++) {
      if (!cells[cell]) continue;
      const cx = left + (cell % SHIELD_COLUMNS) * SHIELD_CELL;
      const cy = SHIELD_Y + Math.floor(cell / SHIELD_COLUMNS) * SHIELD_CELL;
      if (overlaps(box, { x: cx, y: cy, w: SHIELD_CELL, h: SHIELD_CELL })) hits.push({ shield, cell });
    }
  });
  const row = (h: ShieldHit): number => Math.floor(h.cell / SHIELD_COLUMNS);
  return hits.sort((a, b) => (fromBelow ? row(b) - row(a) : row(a) - row(b)));
}

/** Blasts the hit cell and, by chance, each cell around it: ragged holes like the arcade's. */
export function damage(shields: readonly (readonly number[])[], hit: ShieldHit, random: () => number): number[][] {
  const out = shields.map((s) => [...s]);
  const cells = out[hit.shield];
  const hx = hit.cell % SHIELD_COLUMNS;
  const hy = Math.floor(hit.cell / SHIELD_COLUMNS);
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const x = hx + dx;
      const y = hy + dy;
      if (x < 0 || y < 0 || x >= SHIELD_COLUMNS || y >= SHIELD_ROWS) continue;
      if ((dx === 0 && dy === 0) || random() < 0.5) cells[y * SHIELD_COLUMNS + x] = 0;
    }
  }
  return out;
}

/** Erases every shield cell under a box (invaders marching through a bunker). */
export function erase(shields: readonly (readonly number[])[], box: Box): readonly (readonly number[])[] {
  const hits = shieldHits(shields, box, false);
  if (hits.length === 0) return shields;
  const out = shields.map((s) => [...s]);
  for (const h of hits) out[h.shield][h.cell] = 0;
  return out;
}
