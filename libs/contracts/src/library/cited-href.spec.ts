import { citedHref, citedHrefsIn } from './cited-href.js';

describe('citedHref', () => {
  it('keeps the anchor of a book, paper or audio item', () => {
    expect(citedHref('/library/academic#two-clocks')).toBe('/library/academic#two-clocks');
    expect(citedHref('/library/books#the-name-of-the-rose')).toBe('/library/books#the-name-of-the-rose');
    expect(citedHref('/library/audio?x=1#a-reading')).toBe('/library/audio#a-reading');
  });

  it('cites a whole document or episode whatever page or second the link opens at', () => {
    expect(citedHref('/library/document/notes-on-time#page=3')).toBe('/library/document/notes-on-time');
    expect(citedHref('/podcast/episode/first-light?t=90')).toBe('/podcast/episode/first-light');
  });

  it('names no item for other links', () => {
    for (const target of [
      '/library/academic',
      '/essay/two-clocks',
      'https://example.org/library/books#x',
      '/library/books#A B',
    ]) {
      expect(citedHref(target)).toBeNull();
    }
  });
});

describe('citedHrefsIn', () => {
  it('finds inline and reference links, each once', () => {
    const markdown = [
      'As I argue [in the notes](/library/document/notes-on-time#page=2 "Notes"), and [again](/library/document/notes-on-time).',
      'See also [the paper][p] and [a book](</library/books#middlemarch>).',
      '',
      '[p]: /library/academic#incompleteness-without-mysticism',
    ].join('\n');
    expect(citedHrefsIn(markdown)).toEqual([
      '/library/document/notes-on-time',
      '/library/books#middlemarch',
      '/library/academic#incompleteness-without-mysticism',
    ]);
  });
});
