import { progressOf } from './progress.js';

describe('progressOf', () => {
  it.each([
    [0, 5, 0],
    [1, 3, 33],
    [2, 3, 67],
    [4, 4, 100],
    [0, 0, 0],
  ])('%p of %p lessons is %p %', (completed, total, percent) => {
    expect(progressOf(completed, total)).toEqual({ completed, total, percent });
  });
});
