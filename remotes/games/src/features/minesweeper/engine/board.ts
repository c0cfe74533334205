import { neighbourTable, type GridSize } from '../../shared/engine/grid';

/** A laid-out minefield: where the mines are and each cell's count of neighbouring mines. */
export interface MineBoard extends GridSize {
  readonly mines: readonly boolean[];
  readonly counts: readonly number[];
}

const tables = new Map<string, number[][]>();

/** Neighbour lists are shared per size: solvers and flood fill read them constantly. */
export function neighboursOf(size: GridSize): number[][] {
  const key = `${size.width}x${size.height}`;
  let table = tables.get(key);
  if (!table) {
    table = neighbourTable(size, 8);
    tables.set(key, table);
  }
  return table;
}

export function makeBoard(size: GridSize, mines: readonly boolean[]): MineBoard {
  const around = neighboursOf(size);
  const counts = mines.map((_, i) => around[i].reduce((n, j) => n + (mines[j] ? 1 : 0), 0));
  return { width: size.width, height: size.height, mines, counts };
}

/**
 * Cells opened by revealing `start`: the cell itself and, through zero cells, everything connected to it
 * (flagged cells and already-open cells are left alone).
 */
export function floodReveal(
  board: MineBoard,
  start: number,
  isOpen: (cell: number) => boolean,
  isBlocked: (cell: number) => boolean,
): number[] {
  const around = neighboursOf(board);
  const opened: number[] = [];
  const seen = new Set<number>([start]);
  const stack = [start];
  while (stack.length) {
    const cell = stack.pop() as number;
    if (isOpen(cell) || isBlocked(cell)) continue;
    opened.push(cell);
    if (board.mines[cell] || board.counts[cell] !== 0) continue;
    for (const n of around[cell]) {
      if (!seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return opened;
}
