/** @jest-environment node */
import { createHistory, pushHistory, redo, undo } from '../../shared/engine/history';
import { hint } from './hint';
import {
  applyMove,
  candidateMasks,
  conflicts,
  fromSeed,
  isSolved,
  nearlyComplete,
  noteDigits,
  wrongCells,
  type SudokuState,
} from './state';
import { PEERS } from './units';

const base = fromSeed('state-tests', 'easy');
const firstEmpty = (s: SudokuState): number => s.values.findIndex((v) => v === 0);
const givenCell = base.givens.findIndex((v) => v !== 0);

describe('sudoku state', () => {
  it('fromSeed is deterministic and JSON-serialisable', () => {
    expect(fromSeed('state-tests', 'easy')).toEqual(base);
    expect(JSON.parse(JSON.stringify(base))).toEqual(base);
  });

  it('sets and clears digits but never touches givens', () => {
    const cell = firstEmpty(base);
    const set = applyMove(base, { type: 'set', cell, digit: 5 });
    expect(set.values[cell]).toBe(5);
    expect(base.values[cell]).toBe(0);
    expect(applyMove(set, { type: 'clear', cell }).values[cell]).toBe(0);
    expect(applyMove(base, { type: 'set', cell: givenCell, digit: 1 })).toBe(base);
    expect(applyMove(set, { type: 'set', cell, digit: 5 })).toBe(set);
  });

  it('toggles pencil marks and clears them from peers when a digit is placed', () => {
    const cell = firstEmpty(base);
    const peer = PEERS[cell].find((p) => base.values[p] === 0) ?? -1;
    let s = applyMove(base, { type: 'note', cell: peer, digit: 4 });
    s = applyMove(s, { type: 'note', cell: peer, digit: 7 });
    expect(noteDigits(s, peer)).toEqual([4, 7]);
    s = applyMove(s, { type: 'note', cell: peer, digit: 7 });
    expect(noteDigits(s, peer)).toEqual([4]);
    s = applyMove(s, { type: 'set', cell, digit: 4 });
    expect(noteDigits(s, peer)).toEqual([]);
    expect(applyMove(s, { type: 'note', cell, digit: 2 })).toBe(s);
  });

  it('fills notes with the candidates and clears them again', () => {
    const filled = applyMove(base, { type: 'fillNotes' });
    const cands = candidateMasks(base);
    filled.notes.forEach((n, i) => expect(n).toBe(base.values[i] ? 0 : cands[i]));
    expect(applyMove(filled, { type: 'clearNotes' }).notes.every((n) => n === 0)).toBe(true);
  });

  it('reports conflicts and wrong cells', () => {
    const cell = firstEmpty(base);
    const peerGiven = PEERS[cell].find((p) => base.givens[p] !== 0) ?? -1;
    const clash = applyMove(base, { type: 'set', cell, digit: base.values[peerGiven] });
    expect(conflicts(clash)).toEqual(expect.arrayContaining([cell, peerGiven]));
    expect(wrongCells(clash)).toEqual([cell]);
    expect(conflicts(base)).toEqual([]);
    expect(wrongCells(base)).toEqual([]);
  });

  it('wins when the last cell is filled correctly, not before', () => {
    const near = nearlyComplete(base, 1);
    expect(near.values.filter((v) => v === 0)).toHaveLength(1);
    expect(isSolved(near)).toBe(false);
    const cell = firstEmpty(near);
    const wrongDigit = (near.solution[cell] % 9) + 1;
    expect(isSolved(applyMove(near, { type: 'set', cell, digit: wrongDigit }))).toBe(false);
    expect(isSolved(applyMove(near, { type: 'set', cell, digit: near.solution[cell] }))).toBe(true);
  });

  it('works with undo/redo history', () => {
    const cell = firstEmpty(base);
    let h = createHistory(base);
    h = pushHistory(h, applyMove(h.present, { type: 'set', cell, digit: 3 }));
    h = pushHistory(h, applyMove(h.present, { type: 'set', cell, digit: 6 }));
    expect(undo(h).present.values[cell]).toBe(3);
    expect(undo(undo(h)).present).toBe(base);
    expect(redo(undo(h)).present.values[cell]).toBe(6);
  });
});

describe('sudoku hints', () => {
  it('points out mistakes before anything else', () => {
    const cell = firstEmpty(base);
    const wrongDigit = (base.solution[cell] % 9) + 1;
    const h = hint(applyMove(base, { type: 'set', cell, digit: wrongDigit }));
    expect(h.kind).toBe('mistake');
    if (h.kind === 'mistake') expect(h.cells).toContain(cell);
  });

  it('says when the puzzle is solved', () => {
    const done = { ...base, values: [...base.solution] };
    expect(hint(done).kind).toBe('solved');
  });

  it('explains a hidden single in words', () => {
    const h = hint(base);
    expect(h.kind).toBe('place');
    if (h.kind === 'place') {
      expect(h.message).toMatch(/(row|column|box) \d/);
      expect(h.digit).toBe(base.solution[h.cell]);
    }
  });

  it.each(['easy', 'medium', 'hard', 'expert'] as const)('following hints alone solves a %s puzzle', (level) => {
    let s = fromSeed(`hint-${level}`, level);
    const techniques = new Set<string>();
    for (let i = 0; i < 81 && !isSolved(s); i++) {
      const h = hint(s);
      if (h.kind !== 'place') throw new Error(`unexpected hint ${h.kind}`);
      expect(h.technique).not.toBe('reveal');
      expect(h.digit).toBe(s.solution[h.cell]);
      techniques.add(h.technique);
      if (h.steps.some((step) => step.startsWith('Forcing chain'))) techniques.add('forcing');
      s = applyMove(s, { type: 'set', cell: h.cell, digit: h.digit });
    }
    expect(isSolved(s)).toBe(true);
    if (level === 'expert') expect(techniques.has('forcing')).toBe(true);
  });
});
