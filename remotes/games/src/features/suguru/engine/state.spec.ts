/** @jest-environment node */
import { createHistory, pushHistory, redo, undo } from '../../shared/engine/history';
import { neighbourTable } from '../../shared/engine/grid';
import {
  applySuguruMove,
  isSuguruSolved,
  regionSize,
  suguruConflicts,
  suguruFromSeed,
  suguruWrongCells,
} from './state';

const start = suguruFromSeed('state', 'easy');
const { puzzle } = start;
const empty = puzzle.givens.map((g, i) => (g ? -1 : i)).filter((i) => i >= 0);

describe('suguru state', () => {
  it('is deterministic and plain data', () => {
    expect(suguruFromSeed('state', 'easy')).toEqual(start);
    expect(JSON.parse(JSON.stringify(start))).toEqual(start);
  });

  it('sets digits within the region size and protects givens', () => {
    const cell = empty[0];
    const size = regionSize(puzzle, cell);
    expect(applySuguruMove(start, { type: 'set', cell, digit: size }).values[cell]).toBe(size);
    expect(applySuguruMove(start, { type: 'set', cell, digit: size + 1 })).toBe(start);
    const given = puzzle.givens.findIndex((g) => g);
    expect(applySuguruMove(start, { type: 'set', cell: given, digit: 1 })).toBe(start);
    const set = applySuguruMove(start, { type: 'set', cell, digit: 1 });
    expect(applySuguruMove(set, { type: 'clear', cell }).values[cell]).toBe(0);
  });

  it('keeps pencil marks and strikes them from touching cells', () => {
    const cell = empty[0];
    const touching = neighbourTable(puzzle, 8)[cell].find((n) => !puzzle.givens[n] && regionSize(puzzle, n) >= 1) ?? -1;
    let s = applySuguruMove(start, { type: 'note', cell: touching, digit: 1 });
    expect(s.notes[touching]).toBe(1);
    s = applySuguruMove(s, { type: 'set', cell, digit: 1 });
    expect(s.notes[touching]).toBe(0);
  });

  it('flags touching equal digits as conflicts and wrong digits on check', () => {
    const cell = empty[0];
    const touching = neighbourTable(puzzle, 8)[cell].find((n) => !puzzle.givens[n]) ?? -1;
    let s = applySuguruMove(start, { type: 'set', cell, digit: 1 });
    s = applySuguruMove(s, { type: 'set', cell: touching, digit: 1 });
    expect(suguruConflicts(s)).toEqual(expect.arrayContaining([cell, touching]));
    expect(suguruWrongCells(s).length).toBeGreaterThan(0);
  });

  it('wins when filled with the solution, and undo takes the last digit back', () => {
    let h = createHistory(start);
    for (const cell of empty)
      h = pushHistory(h, applySuguruMove(h.present, { type: 'set', cell, digit: puzzle.solution[cell] }));
    expect(isSuguruSolved(h.present)).toBe(true);
    expect(suguruConflicts(h.present)).toEqual([]);
    const back = undo(h);
    expect(isSuguruSolved(back.present)).toBe(false);
    expect(isSuguruSolved(redo(back).present)).toBe(true);
  });
});
