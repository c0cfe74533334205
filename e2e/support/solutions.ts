// Prints what the games' own engines say solves a seeded puzzle, for the end-to-end tests to play.
// Run through tsx (the engines are TypeScript modules): `tsx solutions.ts sudoku <seed> <level>`.
import {
  generateBoard,
  MINES_LEVELS,
  solveBoard,
  type MinesLevel,
} from '../../remotes/games/src/features/minesweeper/engine';
import { fromSeed, type Level } from '../../remotes/games/src/features/sudoku/engine';

const [game, seed, level, firstClick] = process.argv.slice(2);

if (game === 'sudoku') {
  const puzzle = fromSeed(seed, level as Level);
  process.stdout.write(JSON.stringify({ givens: [...puzzle.givens], solution: [...puzzle.solution] }));
} else if (game === 'minesweeper') {
  const spec = MINES_LEVELS[level as MinesLevel];
  const click = Number(firstClick);
  process.stdout.write(JSON.stringify({ width: spec.width, ...solveBoard(generateBoard(seed, spec, click), click) }));
} else {
  throw new Error(`No solutions for ${game}`);
}
