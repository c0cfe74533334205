/** @jest-environment node */
import { cellIndex, cellX, cellY, lineCells, lowestBit, neighbours4, neighbours8, popcount } from './grid';

const size = { width: 5, height: 4 };

describe('grid helpers', () => {
  it('converts between index and coordinates', () => {
    expect(cellIndex(size, 3, 2)).toBe(13);
    expect(cellX(size, 13)).toBe(3);
    expect(cellY(size, 13)).toBe(2);
  });

  it('lists neighbours inside the grid only', () => {
    expect(neighbours8(size, 0).sort((a, b) => a - b)).toEqual([1, 5, 6]);
    expect(neighbours8(size, 6)).toHaveLength(8);
    expect(neighbours4(size, 19).sort((a, b) => a - b)).toEqual([14, 18]);
  });

  it('snaps a drag to a straight line', () => {
    expect(lineCells(size, 0, 3)).toEqual([0, 1, 2, 3]);
    expect(lineCells(size, 3, 0)).toEqual([3, 2, 1, 0]);
    expect(lineCells(size, 1, 17)).toEqual([1, 6, 11, 16]);
    expect(lineCells(size, 0, 11)).toEqual([0, 5, 10]);
    expect(lineCells(size, 0, 12, true)).toEqual([0, 6, 12]);
  });

  it('counts and finds bits', () => {
    expect(popcount(0)).toBe(0);
    expect(popcount(0x1ff)).toBe(9);
    expect(lowestBit(0b10100)).toBe(2);
  });
});
