/** @jest-environment node */
import fc from 'fast-check';
import { Rng } from '../../shared/engine/rng';
import { makeBoard } from './board';
import { solveBoard } from './solver';

const size = { width: 16, height: 16 };

function randomLayout(seed: number, mines: number, keepClear: number): boolean[] {
  const rng = new Rng(seed);
  const cells = rng.shuffle(Array.from({ length: 256 }, (_, i) => i).filter((i) => i !== keepClear));
  const layout = new Array<boolean>(256).fill(false);
  for (const c of cells.slice(0, mines)) layout[c] = true;
  return layout;
}

describe('minesweeper logic solver', () => {
  it('never opens a mine nor flags a safe cell on arbitrary layouts (soundness)', () => {
    let stuck = 0;
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 10, max: 60 }), (seed, mines) => {
        const board = makeBoard(size, randomLayout(seed, mines, 0));
        const result = solveBoard(board, 0);
        for (const c of result.safeClicks) expect(board.mines[c]).toBe(false);
        for (const c of result.mines) expect(board.mines[c]).toBe(true);
        if (!result.solved) stuck++;
      }),
      { numRuns: 150 },
    );
    expect(stuck).toBeGreaterThan(0);
  });

  it('uses subset reasoning: a 1-2-1 along a wall', () => {
    // Row 0: hidden cells; row 1 revealed with 1 2 1 under mines at x=2 and x=4 is the classic pattern.
    const layout = new Array<boolean>(256).fill(false);
    layout[2] = true;
    layout[4] = true;
    const board = makeBoard(size, layout);
    const result = solveBoard(board, 255);
    expect(result.solved).toBe(true);
    expect([...result.mines].sort((a, b) => a - b)).toEqual([2, 4]);
  });

  it('stops at a true 50/50 instead of guessing', () => {
    // One mine in (0,0) or (1,0), walled off by mines at (2,0) and (2,1): every number sees both or neither.
    const layout = new Array<boolean>(256).fill(false);
    layout[0] = true;
    layout[2] = true;
    layout[18] = true;
    const board = makeBoard(size, layout);
    const result = solveBoard(board, 255);
    expect(result.solved).toBe(false);
  });
});
