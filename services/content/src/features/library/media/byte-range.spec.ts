import { rangeAsked } from './byte-range.js';

describe('the byte range a request asks for', () => {
  it('is the whole file without a Range header or with another unit', () => {
    expect(rangeAsked(undefined, 1000)).toEqual({ kind: 'whole' });
    expect(rangeAsked('items=0-5', 1000)).toEqual({ kind: 'whole' });
  });

  it.each([
    ['bytes=100-199', { start: 100, end: 199 }],
    ['bytes=990-', { start: 990, end: 999 }],
    ['bytes=-10', { start: 990, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=0-9, 5-19', { start: 0, end: 19 }],
    ['bytes=0-9,10-19', { start: 0, end: 19 }],
  ])('answers %s with one span', (header, span) => {
    expect(rangeAsked(header, 1000)).toEqual({ kind: 'span', ...span });
  });

  it.each(['bytes=1000-1010', 'bytes=5-2', 'bytes=abc', 'bytes=', 'bytes=-2000'])(
    'finds nothing to send for %s',
    (header) => {
      expect(rangeAsked(header, 1000)).toEqual({ kind: 'unsatisfiable' });
    },
  );

  it('sends the whole file for spans that stay apart, as the shipped files are answered', () => {
    expect(rangeAsked('bytes=0-9,100-109', 1000)).toEqual({ kind: 'whole' });
  });
});
