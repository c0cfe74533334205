import { bookListSearch, readBookListParams } from './book-list-params.js';

describe('readBookListParams', () => {
  it('keeps only the parameters that narrow or reorder the list', () => {
    expect(readBookListParams(new URLSearchParams(''))).toEqual({});
    expect(readBookListParams(new URLSearchParams('sort=added&page=1&q=%20%20'))).toEqual({});
    expect(
      readBookListParams(new URLSearchParams('shelf=desert-island&topic=Physics&q=%20time%20&sort=year&page=2')),
    ).toEqual({ shelf: 'desert-island', topic: 'Physics', q: 'time', sort: 'year', page: 2 });
  });

  it('drops what the API would refuse', () => {
    expect(readBookListParams(new URLSearchParams('shelf=Not%20A%20Slug&sort=colour&page=2.5'))).toEqual({});
    expect(readBookListParams(new URLSearchParams(`q=${'x'.repeat(201)}`))).toEqual({});
  });
});

describe('bookListSearch', () => {
  it('writes the parameters back in a fixed order, and nothing for the defaults', () => {
    expect(bookListSearch({})).toBe('');
    expect(bookListSearch({ sort: 'added', page: 1 })).toBe('');
    expect(bookListSearch({ page: 3, q: 'gödel', shelf: 'read' })).toBe('?shelf=read&q=g%C3%B6del&page=3');
  });

  it('round-trips through readBookListParams', () => {
    const params = { shelf: 'to-read', topic: 'Cognitive Science', q: 'mind', sort: 'rating' as const, page: 4 };
    expect(readBookListParams(new URLSearchParams(bookListSearch(params)))).toEqual(params);
  });
});
