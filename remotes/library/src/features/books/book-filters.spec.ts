import { booksPath, hasBookFilters, withFilter } from './book-filters';

test('a filter change drops the page and empty values; paging keeps the rest', () => {
  const params = { shelf: 'read', q: 'time', page: 3 };
  expect(withFilter(params, { topic: 'Physics' })).toEqual({ shelf: 'read', q: 'time', topic: 'Physics' });
  expect(withFilter(params, { q: '' })).toEqual({ shelf: 'read' });
  expect(withFilter(params, { page: 4 })).toEqual({ shelf: 'read', q: 'time', page: 4 });
});

test('the address holds the parameters in a fixed order', () => {
  expect(booksPath({})).toBe('/library/books');
  expect(booksPath({ sort: 'year', shelf: 'to-read' })).toBe('/library/books?shelf=to-read&sort=year');
});

test('only shelf, topic and text narrow the list', () => {
  expect(hasBookFilters({ sort: 'title', page: 2 })).toBe(false);
  expect(hasBookFilters({ topic: 'Physics' })).toBe(true);
});
