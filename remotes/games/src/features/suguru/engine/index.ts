export { generateSuguru, type SuguruPuzzle } from './generator';
export { SUGURU_LEVELS, type SuguruLevel, type SuguruLevelSpec } from './levels';
export { solvesByLogic } from './logic';
export { regionBorders, regionCells } from './regions';
export { countSuguruSolutions, solveSuguru, type SuguruLayout } from './solver';
export {
  applySuguruMove,
  createSuguruState,
  isSuguruSolved,
  regionSize,
  suguruConflicts,
  suguruFromSeed,
  suguruWrongCells,
  type SuguruMove,
  type SuguruState,
} from './state';
