export { generateSudoku, type SudokuPuzzle } from './generator';
export { gradePuzzle, type GradeResult } from './grader';
export { hint, type SudokuHint } from './hint';
export { countSolutions, hasUniqueSolution, solve } from './solver';
export {
  applyMove,
  candidateMasks,
  conflicts,
  createState,
  fromSeed,
  isGiven,
  isSolved,
  nearlyComplete,
  noteDigits,
  wrongCells,
  type SudokuMove,
  type SudokuState,
} from './state';
export { LEVELS, type Level, type Technique } from './techniques';
export { boxOf, cellName, colOf, rowOf } from './units';
