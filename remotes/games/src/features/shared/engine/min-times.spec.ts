/** @jest-environment node */
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
  });
});
