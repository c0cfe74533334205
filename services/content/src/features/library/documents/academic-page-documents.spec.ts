import { paperListParamsOf } from './academic-page-documents.js';

describe('paperListParamsOf', () => {
  const of = (query: string) => paperListParamsOf(new URLSearchParams(query));

  it('keeps the filters the screen sends, and the page only past the first', () => {
    expect(of('')).toEqual({});
    expect(of('kind=lecture-notes&topic=%20Physics%20&q=clocks&page=2')).toEqual({
      kind: 'lecture-notes',
      topic: 'Physics',
      q: 'clocks',
      page: 2,
    });
    expect(of('page=1')).toEqual({});
  });

  it('drops what the screen ignores (an unknown kind, a bad page) and refuses what the API would', () => {
    expect(of('kind=book&page=zero')).toEqual({});
    expect(of(`q=${'x'.repeat(201)}`)).toBeNull();
    expect(of('topic=%00')).toBeNull();
  });
});
