import { withPhrasePairs } from './phrase-pairs.js';

describe('withPhrasePairs', () => {
  it('reads a phrase of two adjacent words as their pair', () => {
    expect(withPhrasePairs(`'like' <-> 'someth'`)).toBe(`'like someth'`);
  });

  it('asks a longer phrase for each pair of adjacent words', () => {
    expect(withPhrasePairs(`'a' <-> 'b' <-> 'c'`)).toBe(`( 'a' <-> 'b' <-> 'c' & 'a b' & 'b c' )`);
  });

  it('pairs only words that stand side by side, skipping gaps left by stop words', () => {
    expect(withPhrasePairs(`'cat' <3> 'hat' <-> 'trick'`)).toBe(`( 'cat' <3> 'hat' <-> 'trick' & 'hat trick' )`);
    expect(withPhrasePairs(`'cat' <2> 'hat'`)).toBe(`'cat' <2> 'hat'`);
  });

  it('keeps the structure around phrases, negated ones included', () => {
    expect(withPhrasePairs(`'x' & 'like' <-> 'someth' | !( 'number' <-> 'time' )`)).toBe(
      `'x' & 'like someth' | ! ( 'number time' )`,
    );
  });

  it('keeps quotes doubled inside lexemes', () => {
    expect(withPhrasePairs(`'o''neil' <-> 'said'`)).toBe(`'o''neil said'`);
  });

  it('leaves alone what is not a whole phrase of plain words, and text it cannot read', () => {
    for (const query of [
      `'a' & 'b'`,
      `!'a' <-> 'b'`,
      `'a' <-> ( 'b' | 'c' )`,
      `'a':* <-> 'b'`,
      `'a'`,
      ``,
      `'a' ~ 'b'`,
    ]) {
      expect(withPhrasePairs(query)).toBe(query);
    }
  });
});
