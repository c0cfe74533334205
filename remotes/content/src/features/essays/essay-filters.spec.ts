import {
  essaysPath,
  filterParams,
  hasActiveFilters,
  NO_FILTERS,
  pageSearch,
  readFilters,
  readPage,
} from './essay-filters';

test('reads the filters from the address, defaulting the sort to date', () => {
  expect(readFilters(new URLSearchParams('query=%20time%20&tag=ethics&topic=Physics&sortBy=title'))).toEqual({
    query: 'time',
    tag: 'ethics',
    topic: 'Physics',
    sortBy: 'title',
  });
  expect(readFilters(new URLSearchParams('sortBy=random'))).toEqual(NO_FILTERS);
});

test('only non-empty filters and a sort other than date are sent', () => {
  expect(filterParams(NO_FILTERS)).toEqual({});
  expect(filterParams({ query: '  ', tag: '', topic: 'Art', sortBy: 'popularity' })).toEqual({
    topic: 'Art',
    sortBy: 'popularity',
  });
});

test('builds the /essays address', () => {
  expect(essaysPath(NO_FILTERS)).toBe('/essays');
  expect(essaysPath({ ...NO_FILTERS, query: 'a b', tag: 'c&d', sortBy: 'title' })).toBe(
    '/essays?query=a+b&tag=c%26d&sortBy=title',
  );
});

test('the sort order alone is not an active filter', () => {
  expect(hasActiveFilters({ ...NO_FILTERS, sortBy: 'title' })).toBe(false);
  expect(hasActiveFilters({ ...NO_FILTERS, tag: 'x' })).toBe(true);
});

test('the page comes from the address, 1 when absent or not a whole number above 0', () => {
  for (const [search, page] of [
    ['', 1],
    ['page=2', 2],
    ['page=0', 1],
    ['page=-3', 1],
    ['page=2.5', 1],
    ['page=two', 1],
  ] as const) {
    expect(readPage(new URLSearchParams(search))).toBe(page);
  }
});

test('another page keeps the rest of the address, and page 1 drops the page', () => {
  const params = new URLSearchParams('tag=time&page=3');
  expect(pageSearch(params, 4)).toBe('?tag=time&page=4');
  expect(pageSearch(params, 1)).toBe('?tag=time');
  expect(pageSearch(new URLSearchParams('page=2'), 1)).toBe('');
});
