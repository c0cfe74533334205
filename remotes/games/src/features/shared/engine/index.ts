export { canRedo, canUndo, createHistory, pushHistory, redo, replacePresent, undo, type History } from './history';
export {
  cellIndex,
  cellX,
  cellY,
  inBounds,
  lineCells,
  neighbourTable,
  neighbours4,
  neighbours8,
  type GridSize,
} from './grid';
export { MIN_TIMES_MS, isPlausibleTime, minTimeMs, type TimedGame, type TimedLevel } from './min-times';
export { Rng, hashSeed, nextRandom, normaliseSeed, randomSeed, type Seed } from './rng';
export { readSeedParams, seedQuery, type SeedParams } from './url';
