import { academicPath, hasPaperFilters, paperListParams, readPaperFilters } from './paper-filters';

const read = (search: string) => readPaperFilters(new URLSearchParams(search));

test('reads the filters from the address, dropping what the API would refuse', () => {
  expect(read('kind=lecture-notes&topic=logic&q=%20proof%20&page=3')).toEqual({
    kind: 'lecture-notes',
    topic: 'logic',
    q: 'proof',
    page: 3,
  });
  expect(read('kind=novel&page=-2')).toEqual({ kind: '', topic: '', q: '', page: 1 });
  expect(read('page=2.5').page).toBe(1);
  expect(read('page=99999999999').page).toBe(1);
});

test('sends only the filters that are set', () => {
  expect(paperListParams({ kind: '', topic: '', q: '  ', page: 1 })).toEqual({});
  expect(paperListParams({ kind: 'paper', topic: 'time', q: 'clock', page: 2 })).toEqual({
    kind: 'paper',
    topic: 'time',
    q: 'clock',
    page: 2,
  });
});

test('builds the address back from the filters', () => {
  expect(academicPath({ kind: '', topic: '', q: '', page: 1 })).toBe('/library/academic');
  expect(academicPath({ kind: 'paper', topic: 'philosophy of mind', q: '', page: 2 })).toBe(
    '/library/academic?kind=paper&topic=philosophy+of+mind&page=2',
  );
  expect(hasPaperFilters(read('page=2'))).toBe(false);
  expect(hasPaperFilters(read('q=x'))).toBe(true);
});
