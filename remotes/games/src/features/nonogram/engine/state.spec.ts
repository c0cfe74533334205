/** @jest-environment node */
import { createHistory, pushHistory, undo } from '../../shared/engine/history';
import { puzzleFromPicture } from './generator';
import { PICTURES_5 } from './pictures/library';
import {
  applyNonogramMove,
  createNonogramState,
  isNonogramSolved,
  nextMark,
  nonogramFromSeed,
  nonogramMistakes,
  satisfiedClues,
} from './state';

const heart = createNonogramState(puzzleFromPicture('t', PICTURES_5[0]));

function solveByHand(state = heart): typeof heart {
  let s = state;
  s.puzzle.solution.forEach((v, cell) => {
    if (v) s = applyNonogramMove(s, { type: 'mark', cell, mark: 'filled' });
  });
  return s;
}

describe('nonogram state', () => {
  it('starts empty, deterministic and serialisable', () => {
    expect(heart.marks.every((m) => m === 'empty')).toBe(true);
    const a = nonogramFromSeed('x', 10);
    expect(nonogramFromSeed('x', 10)).toEqual(a);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });

  it('marks a cell and cycles marks', () => {
    const s = applyNonogramMove(heart, { type: 'mark', cell: 6, mark: 'filled' });
    expect(s.marks[6]).toBe('filled');
    expect(applyNonogramMove(s, { type: 'mark', cell: 6, mark: 'filled' })).toBe(s);
    expect(['empty', 'filled', 'crossed'].map((m) => nextMark(m as 'empty'))).toEqual(['filled', 'crossed', 'empty']);
  });

  it('a drag fills a straight run of cells', () => {
    const s = applyNonogramMove(heart, { type: 'line', from: 5, to: 9, mark: 'filled' });
    expect(s.marks.slice(5, 10)).toEqual(['filled', 'filled', 'filled', 'filled', 'filled']);
    const down = applyNonogramMove(heart, { type: 'line', from: 2, to: 23, mark: 'crossed' });
    expect([2, 7, 12, 17, 22].map((c) => down.marks[c])).toEqual([
      'crossed',
      'crossed',
      'crossed',
      'crossed',
      'crossed',
    ]);
  });

  it('wins when the filled cells match, crosses optional', () => {
    const filled = solveByHand();
    expect(isNonogramSolved(filled)).toBe(true);
    const withCrosses = applyNonogramMove(
      solveByHand(applyNonogramMove(heart, { type: 'mark', cell: 0, mark: 'crossed' })),
      { type: 'mark', cell: 4, mark: 'crossed' },
    );
    expect(isNonogramSolved(withCrosses)).toBe(true);
    expect(applyNonogramMove(filled, { type: 'mark', cell: 0, mark: 'filled' })).toBe(filled);
  });

  it('is not solved with an extra filled cell', () => {
    const extra = solveByHand(applyNonogramMove(heart, { type: 'mark', cell: 0, mark: 'filled' }));
    expect(isNonogramSolved(extra)).toBe(false);
    const wrong = applyNonogramMove(heart, { type: 'mark', cell: 0, mark: 'filled' });
    expect(nonogramMistakes(wrong)).toEqual([0]);
  });

  it('reports satisfied clues', () => {
    const s = applyNonogramMove(heart, { type: 'line', from: 5, to: 9, mark: 'filled' });
    const sat = satisfiedClues(s);
    expect(sat.rows[1]).toBe(true);
    expect(sat.rows[0]).toBe(false);
  });

  it('undoes a drag in one step', () => {
    let h = createHistory(heart);
    h = pushHistory(h, applyNonogramMove(h.present, { type: 'line', from: 10, to: 14, mark: 'filled' }));
    expect(undo(h).present).toBe(heart);
  });
});
