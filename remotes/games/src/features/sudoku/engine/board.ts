import { PEERS as PEER_LIST, UNITS as UNIT_LIST, type Unit } from './units';

// Local copies: imported bindings compile to property getters, which cost real time in hot loops.
const PEERS = PEER_LIST;
const UNITS = UNIT_LIST;
const CELLS = 81;
const ALL_DIGITS = 0x1ff;

/** Why a position cannot be completed. */
export type DeadEnd = { kind: 'cell'; cell: number } | { kind: 'unit'; unit: Unit; digit: number };

/** Values plus candidate bitmasks (bit d-1 = digit d) for logical solving; mutable for speed, cloned for what-ifs. */
export class Board {
  constructor(
    readonly values: Uint8Array,
    readonly cands: Uint16Array,
  ) {}

  /** Candidates are what the placed digits leave open; a cell already in conflict simply gets fewer. */
  static fromGrid(grid: ArrayLike<number>): Board {
    const board = new Board(new Uint8Array(CELLS), new Uint16Array(CELLS).fill(ALL_DIGITS));
    for (let i = 0; i < CELLS; i++) if (grid[i]) board.place(i, grid[i]);
    return board;
  }

  clone(): Board {
    return new Board(this.values.slice(), this.cands.slice());
  }

  place(cell: number, digit: number): void {
    const clear = ~(1 << (digit - 1));
    this.values[cell] = digit;
    this.cands[cell] = 0;
    for (const peer of PEERS[cell]) this.cands[peer] &= clear;
  }

  /** Returns whether the candidate was there. */
  eliminate(cell: number, digit: number): boolean {
    const bit = 1 << (digit - 1);
    if (!(this.cands[cell] & bit)) return false;
    this.cands[cell] &= ~bit;
    return true;
  }

  has(cell: number, digit: number): boolean {
    return (this.cands[cell] & (1 << (digit - 1))) !== 0;
  }

  isSolved(): boolean {
    for (let i = 0; i < CELLS; i++) if (!this.values[i]) return false;
    return true;
  }

  /** A description of the first dead end (a cell with no candidate or a digit with no place in a unit), if any. */
  contradiction(): DeadEnd | null {
    for (let i = 0; i < CELLS; i++) {
      if (!this.values[i] && !this.cands[i]) return { kind: 'cell', cell: i };
    }
    for (const unit of UNITS) {
      let placed = 0;
      let open = 0;
      for (const cell of unit.cells) {
        if (this.values[cell]) placed |= 1 << (this.values[cell] - 1);
        else open |= this.cands[cell];
      }
      const missing = ALL_DIGITS & ~placed & ~open;
      if (missing) return { kind: 'unit', unit, digit: 32 - Math.clz32(missing & -missing) };
    }
    return null;
  }
}
