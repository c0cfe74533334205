import { normaliseSeed, type Seed } from '../../shared/engine/rng';
import { floodReveal, makeBoard, neighboursOf, type MineBoard } from './board';
import { generateBoard } from './generator';
import { DEFAULT_MINES_LEVEL, MINES_LEVELS, type MinesLevel } from './levels';

export type MinesStatus = 'ready' | 'playing' | 'won' | 'lost';

/** Plain data: the board is null until the first click lays it out. */
export interface MinesState {
  readonly seed: string;
  readonly level: MinesLevel;
  readonly width: number;
  readonly height: number;
  readonly mineCount: number;
  readonly board: MineBoard | null;
  readonly revealed: readonly boolean[];
  readonly flagged: readonly boolean[];
  readonly status: MinesStatus;
  /** The mine that was clicked, once lost. */
  readonly exploded: number | null;
}

export type MinesMove =
  | { readonly type: 'reveal'; readonly cell: number }
  | { readonly type: 'flag'; readonly cell: number }
  | { readonly type: 'chord'; readonly cell: number };

/** What a screen draws in each cell. */
export type MinesCellView = 'hidden' | 'flag' | 'mine' | 'exploded' | 'wrong-flag' | number;

export function newGame(seed: Seed, level: MinesLevel = DEFAULT_MINES_LEVEL): MinesState {
  const spec = MINES_LEVELS[level];
  const total = spec.width * spec.height;
  return {
    seed: normaliseSeed(seed),
    level,
    width: spec.width,
    height: spec.height,
    mineCount: spec.mines,
    board: null,
    revealed: new Array<boolean>(total).fill(false),
    flagged: new Array<boolean>(total).fill(false),
    status: 'ready',
    exploded: null,
  };
}

/** For tests and replays: a game on a given layout, as if the first click had already laid it. */
export function gameWithMines(seed: Seed, level: MinesLevel, mines: readonly boolean[]): MinesState {
  const state = newGame(seed, level);
  return { ...state, mineCount: mines.filter(Boolean).length, board: makeBoard(state, mines), status: 'playing' };
}

export function applyMove(state: MinesState, move: MinesMove): MinesState {
  if (state.status === 'won' || state.status === 'lost') return state;
  switch (move.type) {
    case 'reveal':
      if (state.flagged[move.cell]) return state;
      return state.revealed[move.cell] ? chord(state, move.cell) : reveal(state, [move.cell]);
    case 'flag':
      return toggleFlag(state, move.cell);
    case 'chord':
      return chord(state, move.cell);
  }
}

function toggleFlag(state: MinesState, cell: number): MinesState {
  if (state.revealed[cell]) return state;
  const flagged = [...state.flagged];
  flagged[cell] = !flagged[cell];
  return { ...state, flagged };
}

/** A revealed number whose flags match it opens its other neighbours (wrong flags make this lose). */
function chord(state: MinesState, cell: number): MinesState {
  const board = state.board;
  if (!board || !state.revealed[cell] || board.counts[cell] === 0) return state;
  const around = neighboursOf(state)[cell];
  const flags = around.filter((n) => state.flagged[n]).length;
  if (flags !== board.counts[cell]) return state;
  const targets = around.filter((n) => !state.flagged[n] && !state.revealed[n]);
  return targets.length ? reveal(state, targets) : state;
}

function reveal(state: MinesState, cells: readonly number[]): MinesState {
  let current = state;
  if (!current.board) {
    const board = generateBoard(current.seed, MINES_LEVELS[current.level], cells[0]);
    current = { ...current, board, status: 'playing' };
  }
  const board = current.board as MineBoard;
  const revealed = [...current.revealed];
  let exploded: number | null = null;
  for (const cell of cells) {
    if (current.flagged[cell] || revealed[cell]) continue;
    if (board.mines[cell]) {
      exploded ??= cell;
      revealed[cell] = true;
      continue;
    }
    for (const c of floodReveal(
      board,
      cell,
      (c) => revealed[c],
      (c) => current.flagged[c],
    ))
      revealed[c] = true;
  }
  if (exploded !== null) return { ...current, revealed, status: 'lost', exploded };
  const won = revealed.every((r, i) => r || board.mines[i]);
  // Winning flags every mine, as the classic game does, so the counter reads zero.
  const flagged = won ? [...board.mines] : current.flagged;
  return { ...current, revealed, flagged, status: won ? 'won' : 'playing' };
}

/** Mines minus flags: the counter in the corner (negative when over-flagged). */
export function minesRemaining(state: MinesState): number {
  return state.mineCount - state.flagged.filter(Boolean).length;
}

export function cellView(state: MinesState, cell: number): MinesCellView {
  const board = state.board;
  const lost = state.status === 'lost';
  if (board && state.revealed[cell])
    return board.mines[cell] ? (cell === state.exploded ? 'exploded' : 'mine') : board.counts[cell];
  if (state.flagged[cell]) return lost && board && !board.mines[cell] ? 'wrong-flag' : 'flag';
  if (lost && board?.mines[cell]) return 'mine';
  return 'hidden';
}

export function boardView(state: MinesState): MinesCellView[] {
  return state.revealed.map((_, i) => cellView(state, i));
}
