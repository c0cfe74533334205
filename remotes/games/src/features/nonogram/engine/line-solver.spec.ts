/** @jest-environment node */
import fc from 'fast-check';
import { lineClue } from './clues';
import { EMPTY, FILLED, UNKNOWN, solveLine } from './line-solver';

const line = (text: string): Int8Array =>
  Int8Array.from(text.split(''), (c) => (c === '#' ? FILLED : c === '.' ? EMPTY : UNKNOWN));
const show = (cells: Int8Array | null): string | null =>
  cells ? Array.from(cells, (c) => (c === FILLED ? '#' : c === EMPTY ? '.' : '?')).join('') : null;

/** Every arrangement of a clue in a line of length n, by brute force. */
function arrangements(clue: number[], n: number): number[][] {
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    const cells = Array.from({ length: n }, (_, i) => (mask >> i) & 1);
    const c = lineClue(cells);
    if (c.length === clue.length && c.every((v, i) => v === clue[i])) out.push(cells);
  }
  return out;
}

describe('nonogram line solver', () => {
  it('finds the overlap of a long block', () => {
    expect(show(solveLine([4], line('?????')))).toBe('?###?');
  });

  it('fills a line whose clue leaves no slack', () => {
    expect(show(solveLine([2, 2], line('?????')))).toBe('##.##');
    expect(show(solveLine([], line('???')))).toBe('...');
  });

  it('uses known cells', () => {
    expect(show(solveLine([1], line('??#??')))).toBe('..#..');
    expect(show(solveLine([2], line('.?.??')))).toBe('...##');
  });

  it('reports a contradiction', () => {
    expect(solveLine([3], line('#.#..'))).toBeNull();
    expect(solveLine([1, 1], line('##???'))).toBeNull();
  });

  it('agrees with brute force on every line up to 9 cells (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 1, maxLength: 9 }),
        fc.array(fc.integer({ min: -1, max: 1 }), { maxLength: 9 }),
        (picture, hints) => {
          const n = picture.length;
          const clue = lineClue(picture);
          const known = Int8Array.from({ length: n }, (_, i) =>
            hints[i] === undefined || hints[i] === -1 ? UNKNOWN : picture[i],
          );
          const consistent = arrangements(clue, n).filter((a) =>
            a.every((v, i) => known[i] === UNKNOWN || known[i] === v),
          );
          const solved = solveLine(clue, known);
          expect(solved).not.toBeNull();
          for (let i = 0; i < n; i++) {
            const values = new Set(consistent.map((a) => a[i]));
            const expected = values.size === 2 ? UNKNOWN : [...values][0];
            expect(solved?.[i]).toBe(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
