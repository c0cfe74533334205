import { essaysPath, filterParams, hasActiveFilters, NO_FILTERS, readFilters } from './essay-filters';

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
