/** @jest-environment node */
import { CROSSWORD_PUZZLE_IDS, GAME_LEVELS } from '@site/contracts';
import { CROSSWORDS } from '../../crossword/engine/puzzles';
import { MINES_LEVELS } from '../../minesweeper/engine/levels';
import { NONOGRAM_SIZES } from '../../nonogram/engine/generator';
import { LEVELS as SUDOKU_LEVELS } from '../../sudoku/engine/deduction';
import { SUGURU_LEVELS } from '../../suguru/engine/levels';
import { MIN_TIMES_MS, isPlausibleTime, minTimeMs } from './min-times';

describe('minimum finishing times', () => {
  it('has a sensible positive floor for every game and level', () => {
    for (const levels of Object.values(MIN_TIMES_MS)) {
      for (const ms of Object.values(levels)) {
        expect(ms).toBeGreaterThanOrEqual(1_000);
        expect(ms).toBeLessThanOrEqual(120_000);
      }
    }
  });

  it('harder levels never have lower floors', () => {
    const s = MIN_TIMES_MS.sudoku;
    expect(s.easy).toBeLessThanOrEqual(s.medium);
    expect(s.medium).toBeLessThanOrEqual(s.hard);
    expect(s.hard).toBeLessThanOrEqual(s.expert);
    const m = MIN_TIMES_MS.minesweeper;
    expect(m.beginner).toBeLessThan(m.intermediate);
    expect(m.intermediate).toBeLessThan(m.expert);
  });

  it('accepts real times and refuses forged or unknown ones', () => {
    expect(minTimeMs('sudoku', 'easy')).toBe(20_000);
    expect(isPlausibleTime('sudoku', 'easy', 95_000)).toBe(true);
    expect(isPlausibleTime('sudoku', 'easy', 3_000)).toBe(false);
    expect(isPlausibleTime('sudoku', 'nightmare', 95_000)).toBe(false);
    expect(isPlausibleTime('chess', 'easy', 95_000)).toBe(false);
    expect(isPlausibleTime('minesweeper', 'expert', Number.NaN)).toBe(false);
    expect(isPlausibleTime('sudoku', 'toString', 95_000)).toBe(false);
  });
});

describe('the shared game levels', () => {
  it('match the levels the screens offer', () => {
    expect(GAME_LEVELS.sudoku).toEqual(SUDOKU_LEVELS);
    expect(GAME_LEVELS.minesweeper).toEqual(Object.keys(MINES_LEVELS));
    expect(GAME_LEVELS.suguru).toEqual(Object.keys(SUGURU_LEVELS));
    expect(GAME_LEVELS.nonogram).toEqual(NONOGRAM_SIZES.map(String));
    expect(CROSSWORD_PUZZLE_IDS).toEqual(CROSSWORDS.map((puzzle) => puzzle.id));
  });

  it('give every level of a timed game a floor', () => {
    for (const [game, levels] of Object.entries(MIN_TIMES_MS)) {
      expect(Object.keys(levels).sort()).toEqual([...GAME_LEVELS[game as keyof typeof GAME_LEVELS]].sort());
    }
  });
});
