import { searchPath } from './search-path';

test.each([
  ['plato', '/search?q=plato'],
  ['  game of life  ', '/search?q=game%20of%20life'],
  ['a&b=c?/#', '/search?q=a%26b%3Dc%3F%2F%23'],
  ['Gödel', '/search?q=G%C3%B6del'],
])('%j searches for the trimmed, encoded term', (term, path) => {
  expect(searchPath(term)).toBe(path);
});

test.each(['', '   ', '\t\n'])('%j is ignored', (term) => {
  expect(searchPath(term)).toBeNull();
});
