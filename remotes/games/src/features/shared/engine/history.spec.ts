/** @jest-environment node */
import fc from 'fast-check';
import { canRedo, canUndo, createHistory, pushHistory, redo, replacePresent, undo } from './history';

describe('history', () => {
  it('undoes and redoes in order', () => {
    let h = createHistory(0);
    h = pushHistory(h, 1);
    h = pushHistory(h, 2);
    expect(canUndo(h)).toBe(true);
    expect(canRedo(h)).toBe(false);
    h = undo(h);
    expect(h.present).toBe(1);
    h = undo(h);
    expect(h.present).toBe(0);
    expect(undo(h)).toBe(h);
    h = redo(h);
    h = redo(h);
    expect(h.present).toBe(2);
    expect(redo(h)).toBe(h);
  });

  it('a new move after undo drops the redo branch', () => {
    let h = pushHistory(pushHistory(createHistory('a'), 'b'), 'c');
    h = pushHistory(undo(h), 'd');
    expect(h.present).toBe('d');
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe('b');
  });

  it('ignores moves that change nothing and can replace without recording', () => {
    const h = createHistory({ n: 1 });
    expect(pushHistory(h, h.present)).toBe(h);
    const replaced = replacePresent(h, { n: 2 });
    expect(replaced.present.n).toBe(2);
    expect(canUndo(replaced)).toBe(false);
  });

  it('caps the undo stack', () => {
    let h = createHistory(0);
    for (let i = 1; i <= 20; i++) h = pushHistory(h, i, 5);
    expect(h.past).toEqual([15, 16, 17, 18, 19]);
  });

  it('undo all then redo all returns to the same present (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 30 }), (values) => {
        let h = createHistory<number | null>(null);
        for (const v of values) h = pushHistory(h, v);
        const end = h.present;
        for (let i = 0; i < values.length; i++) h = undo(h);
        expect(h.present).toBeNull();
        for (let i = 0; i < values.length; i++) h = redo(h);
        expect(h.present).toBe(end);
      }),
    );
  });
});
