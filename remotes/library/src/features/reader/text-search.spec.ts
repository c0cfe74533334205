import { findInPages, joinPieces, MAX_HITS, piecesInRange, searchPattern } from './text-search';

test('finds every match on every page, in any case, with some context', () => {
  const hits = findInPages(['The clock ticks.', 'No match here', 'A CLOCK and another clock'], 'clock');
  expect(hits.map((hit) => [hit.page, hit.start, hit.match])).toEqual([
    [1, 4, 'clock'],
    [3, 2, 'CLOCK'],
    [3, 20, 'clock'],
  ]);
  expect(hits[1]).toMatchObject({ before: 'A ', after: ' and another clock' });
});

test('a phrase matches across a line break', () => {
  const [hit] = findInPages(['time\nand   tide'], 'time and tide');
  expect(hit).toMatchObject({ start: 0, end: 15, match: 'time and tide' });
});

test('special characters are searched as themselves', () => {
  expect(findInPages(['f(x) = x^2 + 1'], 'x^2 +')).toHaveLength(1);
  expect(findInPages(['abc'], 'a.c')).toHaveLength(0);
});

test('a query of one letter or blanks finds nothing', () => {
  expect(searchPattern(' a ')).toBeNull();
  expect(findInPages(['aaa'], '   ')).toEqual([]);
});

test('stops at the most hits a list can show', () => {
  expect(findInPages(['ab '.repeat(MAX_HITS + 10)], 'ab')).toHaveLength(MAX_HITS);
});

test('maps a match back to the pieces of text it spans', () => {
  const joined = joinPieces([{ str: 'Prime', hasEOL: true }, { str: 'num' }, { str: 'bers are' }, { str: ' odd' }]);
  expect(joined.text).toBe('Prime numbers are odd');
  const [hit] = findInPages([joined.text], 'prime numbers');
  expect(piecesInRange(joined, hit.start, hit.end)).toEqual([0, 1, 2]);
  const [odd] = findInPages([joined.text], 'odd');
  expect(piecesInRange(joined, odd.start, odd.end)).toEqual([3]);
});
