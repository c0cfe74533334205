import { inboxSearch, readInboxParams } from './inbox-params';

describe('inbox params', () => {
  it('reads the filter, page and open thread, falling back to the defaults', () => {
    expect(readInboxParams(new URLSearchParams('filter=answered&page=2&open=chat:5'))).toEqual({
      filter: 'answered',
      page: 2,
      open: { kind: 'chat', id: 5 },
    });
    expect(readInboxParams(new URLSearchParams('filter=spam&page=-1&open=letter:5'))).toEqual({
      filter: 'waiting',
      page: 1,
      open: null,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(inboxSearch({ filter: 'waiting', page: 1, open: null })).toBe('');
    expect(inboxSearch({ filter: 'all', page: 3, open: { kind: 'contact', id: 2 } })).toBe(
      '?filter=all&page=3&open=contact%3A2',
    );
  });
});
