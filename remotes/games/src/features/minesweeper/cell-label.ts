import type { MinesCellView } from './engine';

/** What a screen reader hears for a cell, e.g. "Row 3, column 5, 2 mines around". */
export function minesCellLabel(cell: number, width: number, view: MinesCellView): string {
  const where = `Row ${Math.floor(cell / width) + 1}, column ${(cell % width) + 1}`;
  return `${where}, ${describe(view)}`;
}

function describe(view: MinesCellView): string {
  switch (view) {
    case 'hidden':
      return 'hidden';
    case 'flag':
      return 'flagged';
    case 'mine':
      return 'mine';
    case 'exploded':
      return 'exploded mine';
    case 'wrong-flag':
      return 'wrong flag';
    default:
      return view === 0 ? 'no mines around' : `${view} mine${view === 1 ? '' : 's'} around`;
  }
}
