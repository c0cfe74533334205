import { shorten } from './inbox-view.js';

describe('shorten', () => {
  it('puts a text on one line and cuts it with an ellipsis', () => {
    expect(shorten('  a\n\nquestion  ', 20)).toBe('a question');
    expect(shorten('abcdefghij', 6)).toBe('abcde…');
  });
});
