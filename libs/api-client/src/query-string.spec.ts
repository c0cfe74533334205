import { buildQueryString } from './query-string';

test('the query string skips undefined, null and empty values', () => {
  expect(buildQueryString({ q: 'a b', tag: '', page: 2, draft: false, author: undefined, year: null })).toBe(
    '?q=a+b&page=2&draft=false',
  );
  expect(buildQueryString({ tag: '', author: undefined })).toBe('');
});
