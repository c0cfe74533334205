import { cellName } from './units';

export type Level = 'easy' | 'medium' | 'hard' | 'expert';
export const LEVELS: readonly Level[] = ['easy', 'medium', 'hard', 'expert'];

export type Technique =
  | 'hiddenSingle'
  | 'nakedSingle'
  | 'pointing'
  | 'boxLine'
  | 'nakedPair'
  | 'hiddenPair'
  | 'nakedTriple'
  | 'hiddenTriple'
  | 'xWing'
  | 'swordfish'
  | 'xyWing'
  | 'xyzWing'
  | 'turbotFish'
  | 'forcing';

export interface CellDigit {
  readonly cell: number;
  readonly digit: number;
}

/** One human deduction: a placement or some eliminations, with the cells it talks about. */
export interface Deduction {
  readonly technique: Technique;
  readonly placement: CellDigit | null;
  readonly eliminations: readonly CellDigit[];
  readonly cells: readonly number[];
  /** Built lazily: the grader finds thousands of deductions and never shows them. */
  describe(): string;
}

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
export const listDigits = (digits: readonly number[]): string =>
  digits.length === 1 ? String(digits[0]) : `${digits.slice(0, -1).join(', ')} and ${digits[digits.length - 1]}`;
export const listCells = (cells: readonly number[]): string => cells.map(cellName).join('; ');

export function describeEliminations(elims: readonly CellDigit[]): string {
  const byDigit = new Map<number, number[]>();
  for (const e of elims) byDigit.set(e.digit, [...(byDigit.get(e.digit) ?? []), e.cell]);
  return [...byDigit.entries()].map(([digit, cells]) => `${digit} from ${listCells(cells)}`).join(', ');
}

/** All k-element subsets, in order. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick: T[] = [];
  const walk = (start: number): void => {
    if (pick.length === k) {
      out.push([...pick]);
      return;
    }
    for (let i = start; i <= items.length - (k - pick.length); i++) {
      pick.push(items[i]);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}

export function elimination(
  technique: Technique,
  eliminations: CellDigit[],
  cells: number[],
  describe: () => string,
): Deduction {
  return { technique, placement: null, eliminations, cells, describe };
}
