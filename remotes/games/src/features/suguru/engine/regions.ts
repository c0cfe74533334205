import { neighbourTable, type GridSize } from '../../shared/engine/grid';
import type { Rng } from '../../shared/engine/rng';

export const MAX_REGION = 5;

export interface FilledLayout {
  readonly regions: number[];
  readonly solution: number[];
}

/** Random-walk steps per cell: enough to forget the tiled start. */
const STEPS_PER_CELL = 60;

/**
 * A random valid (regions, filling) pair. Digits that never touch their equal are packed nearly as tightly as the
 * king-move rule allows, so random regions are almost never fillable. Instead this starts from the valid tiling of
 * 2x2 blocks numbered 1-4 and takes random steps that keep it valid, renumbering the regions a step touches: a cell
 * moves to a neighbouring region, splits off alone, two regions merge, or a region is renumbered.
 * Width and height must be even.
 */
export function randomFilledLayout(size: GridSize, rng: Rng): FilledLayout {
  const { width, height } = size;
  const total = width * height;
  const around = neighbourTable(size, 8);
  const sides = neighbourTable(size, 4);
  const regions = new Array<number>(total);
  const solution = new Array<number>(total);
  for (let cell = 0; cell < total; cell++) {
    const x = cell % width;
    const y = Math.floor(cell / width);
    regions[cell] = Math.floor(y / 2) * (width / 2) + Math.floor(x / 2);
    solution[cell] = 1 + (x % 2) + 2 * (y % 2);
  }
  const members: number[][] = regionCells(regions);
  const commit = (groups: number[][], ids: number[]): void => {
    groups.forEach((group, g) => {
      members[ids[g]] = group;
      for (const c of group) regions[c] = ids[g];
    });
  };

  for (let step = 0; step < total * STEPS_PER_CELL; step++) {
    const cell = rng.int(total);
    const homeId = regions[cell];
    const home = members[homeId];
    const roll = rng.next();
    if (roll < 0.2) {
      renumber([home], solution, around, rng);
      continue;
    }
    const targetId = regions[rng.pick(sides[cell])];
    const target = members[targetId];
    if (roll < 0.3) {
      if (targetId === homeId || home.length + target.length > MAX_REGION) continue;
      const merged = [...home, ...target];
      if (renumber([merged], solution, around, rng)) commit([merged, []], [homeId, targetId]);
      continue;
    }
    if (home.length === 1 || !staysConnected(home, cell, sides)) continue;
    const rest = home.filter((c) => c !== cell);
    if (roll < 0.4) {
      if (renumber([rest, [cell]], solution, around, rng)) commit([rest, [cell]], [homeId, members.length]);
      continue;
    }
    if (targetId === homeId || target.length >= MAX_REGION) continue;
    const grown = [...target, cell];
    if (renumber([rest, grown], solution, around, rng)) commit([rest, grown], [homeId, targetId]);
  }
  const renumbered = new Map<number, number>();
  for (const id of regions) if (!renumbered.has(id)) renumbered.set(id, renumbered.size);
  return { regions: regions.map((id) => renumbered.get(id) as number), solution };
}

/**
 * Gives each group the digits 1..n in a random order that touches no equal digit, leaving the rest of the grid as
 * it is; restores the old digits and returns false when there is no such numbering.
 */
function renumber(groups: number[][], solution: number[], around: number[][], rng: Rng): boolean {
  const cells = groups.flat();
  const sizes = groups.flatMap((g) => g.map(() => g.length));
  const owner = groups.flatMap((g, i) => g.map(() => i));
  const old = cells.map((c) => solution[c]);
  for (const c of cells) solution[c] = 0;
  const used = new Array<number>(groups.length).fill(0);
  const assign = (i: number): boolean => {
    if (i === cells.length) return true;
    const cell = cells[i];
    const start = rng.int(sizes[i]);
    for (let k = 0; k < sizes[i]; k++) {
      const d = ((start + k) % sizes[i]) + 1;
      const bit = 1 << (d - 1);
      if (used[owner[i]] & bit || around[cell].some((n) => solution[n] === d)) continue;
      solution[cell] = d;
      used[owner[i]] |= bit;
      if (assign(i + 1)) return true;
      used[owner[i]] &= ~bit;
      solution[cell] = 0;
    }
    return false;
  };
  if (assign(0)) return true;
  cells.forEach((c, i) => (solution[c] = old[i]));
  return false;
}

/** Whether the region minus `cell` is still one orthogonally connected piece. */
function staysConnected(group: readonly number[], cell: number, sides: number[][]): boolean {
  const rest = group.filter((c) => c !== cell);
  if (rest.length <= 1) return true;
  const seen = new Set([rest[0]]);
  const stack = [rest[0]];
  while (stack.length) {
    const c = stack.pop() as number;
    for (const n of sides[c]) {
      if (n !== cell && rest.includes(n) && !seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return seen.size === rest.length;
}

/** Cells of each region, indexed by region id. */
export function regionCells(regions: readonly number[]): number[][] {
  const out: number[][] = [];
  regions.forEach((id, cell) => (out[id] ??= []).push(cell));
  return out;
}

/** Thick-border flags per cell for drawing: bit 0 top, 1 right, 2 bottom, 3 left. */
export function regionBorders(size: GridSize, regions: readonly number[]): number[] {
  return regions.map((id, cell) => {
    const x = cell % size.width;
    const y = Math.floor(cell / size.width);
    let flags = 0;
    if (y === 0 || regions[cell - size.width] !== id) flags |= 1;
    if (x === size.width - 1 || regions[cell + 1] !== id) flags |= 2;
    if (y === size.height - 1 || regions[cell + size.width] !== id) flags |= 4;
    if (x === 0 || regions[cell - 1] !== id) flags |= 8;
    return flags;
  });
}
