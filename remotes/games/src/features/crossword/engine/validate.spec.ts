/** @jest-environment node */
import { CROSSWORDS } from './puzzles';
import type { CrosswordPuzzle } from './types';
import { validatePuzzle } from './validate';

const base = CROSSWORDS[0];

describe('crossword validator', () => {
  it.each(CROSSWORDS.map((p) => [p.id, p] as const))('%s is a valid symmetric American-style grid', (_, puzzle) => {
    expect(validatePuzzle(puzzle)).toEqual([]);
  });

  it('there are at least six original puzzles with distinct ids, titles and grids', () => {
    expect(CROSSWORDS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(CROSSWORDS.map((p) => p.id)).size).toBe(CROSSWORDS.length);
    expect(new Set(CROSSWORDS.map((p) => p.title)).size).toBe(CROSSWORDS.length);
    const shapes = CROSSWORDS.map((p) => p.grid.map((row) => row.replace(/[A-Z]/g, '.')).join('/'));
    expect(new Set(shapes).size).toBe(CROSSWORDS.length);
  });

  it('no clue gives its own answer away', () => {
    for (const p of CROSSWORDS) {
      for (const c of [...p.across, ...p.down]) expect(c.clue.toUpperCase().split(/[^A-Z]+/)).not.toContain(c.answer);
    }
  });

  const broken = (change: Partial<CrosswordPuzzle>): string[] => validatePuzzle({ ...base, ...change });

  it('catches broken symmetry', () => {
    const grid = [...base.grid];
    grid[0] = `#${grid[0].slice(1)}`;
    expect(broken({ grid }).some((p) => p.includes('symmetry'))).toBe(true);
  });

  it('catches a ragged or dirty grid', () => {
    expect(broken({ grid: [...base.grid.slice(0, -1), 'AB'] })[0]).toMatch(/row 9/);
    expect(broken({ grid: [...base.grid.slice(0, -1), base.grid[8].toLowerCase()] })[0]).toMatch(/characters/);
  });

  it('catches wrong answers, missing clues and stray clues', () => {
    const across = base.across.map((c, i) => (i === 0 ? { ...c, answer: 'XXX' } : c));
    expect(broken({ across }).some((p) => p.includes('does not match'))).toBe(true);
    expect(broken({ down: base.down.slice(1) }).some((p) => p.includes('has 0 clues'))).toBe(true);
    expect(
      broken({ down: [...base.down, { number: 99, answer: 'ZZZ', clue: 'Sleep' }] }).some((p) =>
        p.includes('no entry'),
      ),
    ).toBe(true);
    expect(
      broken({ across: base.across.map((c, i) => (i === 0 ? { ...c, clue: ' ' } : c)) }).some((p) =>
        p.includes('empty clue'),
      ),
    ).toBe(true);
  });

  it('catches short entries, disconnected grids and repeated answers', () => {
    const tiny: CrosswordPuzzle = { id: 't', title: 'T', grid: ['AB#', 'C#D', '#EF'], across: [], down: [] };
    expect(validatePuzzle(tiny).some((p) => p.includes('3+ letters'))).toBe(true);
    const split: CrosswordPuzzle = { id: 's', title: 'S', grid: ['ABC', '###', 'DEF'], across: [], down: [] };
    expect(validatePuzzle(split)).toContain('white cells are not all connected');
    const twice: CrosswordPuzzle = {
      id: 'r',
      title: 'R',
      grid: ['CAT', 'ARE', 'TEA'],
      across: [
        { number: 1, answer: 'CAT', clue: 'Pet' },
        { number: 4, answer: 'ARE', clue: 'Exist' },
        { number: 5, answer: 'TEA', clue: 'Drink' },
      ],
      down: [
        { number: 1, answer: 'CAT', clue: 'Pet' },
        { number: 2, answer: 'ARE', clue: 'Exist' },
        { number: 3, answer: 'TEA', clue: 'Drink' },
      ],
    };
    expect(validatePuzzle(twice).some((p) => p.includes('used twice'))).toBe(true);
  });
});
