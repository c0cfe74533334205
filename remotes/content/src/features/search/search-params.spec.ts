import { readSearch, searchSearch } from './search-params';

test.each([
  ['q=%20time%20', { term: 'time', kind: null, page: 1 }],
  ['q=time&kind=quiz&page=3', { term: 'time', kind: 'quiz', page: 3 }],
  ['q=time&kind=poem&page=-2', { term: 'time', kind: null, page: 1 }],
  ['kind=essay', { term: '', kind: 'essay', page: 1 }],
  ['q=%20%20', { term: '', kind: null, page: 1 }],
])('reads %j', (query, search) => {
  expect(readSearch(new URLSearchParams(query))).toEqual(search);
});

test('a search starts on its first page, with the kind only when chosen', () => {
  expect(searchSearch('a&b')).toBe('?q=a%26b');
  expect(searchSearch('time', 'lesson')).toBe('?q=time&kind=lesson');
});
