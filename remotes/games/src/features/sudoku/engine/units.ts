/** Static geometry of the 9x9 board: units (rows, columns, boxes) and peers, computed once. */
export const SIZE = 9;
export const CELLS = 81;
export const ALL_DIGITS = 0x1ff;

export const rowOf = (cell: number): number => Math.floor(cell / 9);
export const colOf = (cell: number): number => cell % 9;
export const boxOf = (cell: number): number => Math.floor(rowOf(cell) / 3) * 3 + Math.floor(colOf(cell) / 3);

export type UnitKind = 'row' | 'column' | 'box';

export interface Unit {
  readonly kind: UnitKind;
  /** 0-based index within its kind. */
  readonly index: number;
  readonly cells: readonly number[];
}

function buildUnits(): Unit[] {
  const units: Unit[] = [];
  for (let r = 0; r < 9; r++)
    units.push({ kind: 'row', index: r, cells: Array.from({ length: 9 }, (_, c) => r * 9 + c) });
  for (let c = 0; c < 9; c++)
    units.push({ kind: 'column', index: c, cells: Array.from({ length: 9 }, (_, r) => r * 9 + c) });
  for (let b = 0; b < 9; b++) {
    const r0 = Math.floor(b / 3) * 3;
    const c0 = (b % 3) * 3;
    units.push({
      kind: 'box',
      index: b,
      cells: Array.from({ length: 9 }, (_, i) => (r0 + Math.floor(i / 3)) * 9 + c0 + (i % 3)),
    });
  }
  return units;
}

/** Rows 0-8, columns 9-17, boxes 18-26. */
export const UNITS: readonly Unit[] = buildUnits();
export const ROWS = UNITS.slice(0, 9);
export const COLUMNS = UNITS.slice(9, 18);
export const BOXES = UNITS.slice(18, 27);

function buildPeers(): number[][] {
  const peers: number[][] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    const set = new Set<number>();
    for (const unit of [ROWS[rowOf(cell)], COLUMNS[colOf(cell)], BOXES[boxOf(cell)]]) {
      for (const other of unit.cells) if (other !== cell) set.add(other);
    }
    peers.push([...set]);
  }
  return peers;
}

/** The 20 cells sharing a row, column or box with each cell. */
export const PEERS: readonly (readonly number[])[] = buildPeers();

export function sees(a: number, b: number): boolean {
  return a !== b && (rowOf(a) === rowOf(b) || colOf(a) === colOf(b) || boxOf(a) === boxOf(b));
}

export const digitBit = (digit: number): number => 1 << (digit - 1);

export function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) out.push(d);
  return out;
}

/** "row 3, column 5": the wording every explanation uses for a cell. */
export function cellName(cell: number): string {
  return `row ${rowOf(cell) + 1}, column ${colOf(cell) + 1}`;
}

export function unitName(unit: Unit): string {
  return `${unit.kind} ${unit.index + 1}`;
}
