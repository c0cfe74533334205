/** @jest-environment node */
import { neighboursOf } from './board';
import { generateBoard } from './generator';
import { MINES_LEVELS, type MinesLevel } from './levels';
import { solveBoard } from './solver';

const SWEEP: ReadonlyArray<[MinesLevel, number]> = [
  ['beginner', 40],
  ['intermediate', 30],
  ['expert', 12],
];

/** Centre, corners and an edge: corners leave the least room for an opening. */
function clickSpots(width: number, height: number): number[] {
  const at = (x: number, y: number): number => y * width + x;
  return [
    at(Math.floor(width / 2), Math.floor(height / 2)),
    at(0, 0),
    at(width - 1, height - 1),
    at(0, Math.floor(height / 2)),
  ];
}

describe.each(SWEEP)('%s boards', (level, seeds) => {
  const spec = MINES_LEVELS[level];
  const spots = clickSpots(spec.width, spec.height);
  const cases = Array.from({ length: seeds }, (_, i) => ({ seed: `m${i}`, click: spots[i % spots.length] }));
  const boards = cases.map(({ seed, click }) => ({ click, board: generateBoard(seed, spec, click) }));

  it('have the level size and mine count', () => {
    for (const { board } of boards) {
      expect(board.width * board.height).toBe(spec.width * spec.height);
      expect(board.mines.filter(Boolean)).toHaveLength(spec.mines);
    }
  });

  it('keep the first click and its neighbours clear, so it opens an area', () => {
    for (const { board, click } of boards) {
      expect(board.mines[click]).toBe(false);
      expect(board.counts[click]).toBe(0);
      for (const n of neighboursOf(board)[click]) expect(board.mines[n]).toBe(false);
    }
  });

  it('are solved by logic alone from the first click', () => {
    for (const { board, click } of boards) {
      const result = solveBoard(board, click);
      expect(result.solved).toBe(true);
      expect(result.safeClicks[0]).toBe(click);
      for (const cell of result.safeClicks) expect(board.mines[cell]).toBe(false);
      expect(result.mines.length).toBeLessThanOrEqual(spec.mines);
      for (const cell of result.mines) expect(board.mines[cell]).toBe(true);
    }
  });

  it('are deterministic in seed and first click', () => {
    const { seed, click } = cases[0];
    expect(generateBoard(seed, spec, click)).toEqual(boards[0].board);
    expect(generateBoard('another', spec, click)).not.toEqual(boards[0].board);
  });
});
