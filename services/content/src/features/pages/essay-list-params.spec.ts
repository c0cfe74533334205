import { essayListParams } from './essay-list-params.js';

const params = (search: string) => essayListParams(new URLSearchParams(search));

it('keeps only what the list screen sends: set filters, a sort other than date, a page after the first', () => {
  expect(params('')).toEqual({});
  expect(params('query=%20time%20&tag=&sortBy=date&page=1')).toEqual({ query: 'time' });
  expect(params('topic=Art&sortBy=title&page=3')).toEqual({ topic: 'Art', sortBy: 'title', page: 3 });
  expect(params('sortBy=sideways&page=-2')).toEqual({});
});

it('gives up on what the API would refuse', () => {
  expect(params(`tag=${'t'.repeat(101)}`)).toBeNull();
  expect(params('query=a%00b')).toBeNull();
  expect(params('page=1000001')).toBeNull();
});
