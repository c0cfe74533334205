export { makeBoard, type MineBoard } from './board';
export { generateBoard } from './generator';
export { DEFAULT_MINES_LEVEL, MINES_LEVELS, type MinesLevel, type MinesLevelSpec } from './levels';
export { solveBoard, type MinesSolution } from './solver';
export {
  applyMove,
  boardView,
  cellView,
  gameWithMines,
  minesRemaining,
  newGame,
  type MinesCellView,
  type MinesMove,
  type MinesState,
  type MinesStatus,
} from './state';
