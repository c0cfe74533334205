import { diffBody } from './essay-diff.js';

describe('diffBody', () => {
  it('marks the lines a revision lacked as added and those it had as removed, counting them', () => {
    const { parts, added, removed } = diffBody('one\ntwo\nthree\n', 'one\n2\nthree\nfour\n');
    expect(parts).toEqual([
      { change: 'same', text: 'one\n' },
      { change: 'removed', text: 'two\n' },
      { change: 'added', text: '2\n' },
      { change: 'same', text: 'three\n' },
      { change: 'added', text: 'four\n' },
    ]);
    expect({ added, removed }).toEqual({ added: 2, removed: 1 });
  });

  it('answers one unchanged part for equal texts', () => {
    expect(diffBody('same\n', 'same\n')).toEqual({ parts: [{ change: 'same', text: 'same\n' }], added: 0, removed: 0 });
  });
});
