export { cluesOf, lineClue, type Clues } from './clues';
export {
  NONOGRAM_SIZES,
  generateNonogram,
  isLineSolvable,
  puzzleFromPicture,
  type NonogramPuzzle,
  type NonogramSize,
} from './generator';
export { EMPTY, FILLED, UNKNOWN, solveByLines, solveLine, type GridSolveResult } from './line-solver';
export { PICTURES_10, PICTURES_15, PICTURES_5, type Picture } from './pictures/library';
export {
  applyNonogramMove,
  createNonogramState,
  isNonogramSolved,
  nextMark,
  nonogramFromSeed,
  nonogramMistakes,
  satisfiedClues,
  type CellMark,
  type NonogramMove,
  type NonogramState,
} from './state';
