import type { CellMark } from './engine';

const WORDS: Record<CellMark, string> = { empty: 'empty', filled: 'filled', crossed: 'crossed out' };

export function nonogramCellLabel(cell: number, width: number, mark: CellMark): string {
  return `Row ${Math.floor(cell / width) + 1}, column ${(cell % width) + 1}, ${WORDS[mark]}`;
}
