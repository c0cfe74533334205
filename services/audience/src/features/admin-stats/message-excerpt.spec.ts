import { excerptOf } from './message-excerpt.js';

describe('excerptOf', () => {
  it('keeps a short message whole, on one line', () => {
    expect(excerptOf('Dear author,\n\n  a short note.  ')).toBe('Dear author, a short note.');
  });

  it('cuts a long message at a word, with an ellipsis', () => {
    expect(excerptOf('one two three four five six', 15)).toBe('one two three…');
  });

  it('cuts inside a word when no space is near the end', () => {
    expect(excerptOf('a supercalifragilisticexpialidocious word', 20)).toBe('a supercalifragilist…');
  });
});
