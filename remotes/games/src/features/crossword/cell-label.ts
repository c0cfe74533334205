import { entryAt, isBlack, type CrosswordLayout, type CrosswordState, type Direction } from './engine';

const DIRECTION_NAME: Readonly<Record<Direction, string>> = { across: 'Across', down: 'Down' };

/** "7 Across" for an entry's number and direction. */
export function entryName(number: number, direction: Direction): string {
  return `${number} ${DIRECTION_NAME[direction]}`;
}

/**
 * What a screen reader hears for a cell, e.g. "7 Across, letter 3 of 5, empty" or "7 Across, letter 3 of 5, K,
 * wrong". The word is the one in the cursor's direction when the cell has one.
 */
export function crosswordCellLabel(layout: CrosswordLayout, state: CrosswordState, cell: number): string {
  if (isBlack(layout, cell)) return 'Black square';
  const { direction } = state.cursor;
  const entry = entryAt(layout, cell, direction) ?? entryAt(layout, cell, direction === 'across' ? 'down' : 'across');
  const letter = state.letters[cell];
  const mark = state.marks[cell];
  const parts = [letter || 'empty'];
  if (mark === 'wrong') parts.push('wrong');
  else if (mark === 'revealed') parts.push('revealed');
  if (!entry) return parts.join(', ');
  const where = `${entryName(entry.number, entry.direction)}, letter ${entry.cells.indexOf(cell) + 1} of ${entry.cells.length}`;
  return [where, ...parts].join(', ');
}
