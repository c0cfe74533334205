import { BOOK_PAGE_MAX, BOOK_SORTS, type BookListParams, type BookSort } from './books.js';

const SHELF = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DEFAULT_SORT: BookSort = 'added';

/**
 * The books list's parameters from the address (/library/books?shelf=…&topic=…&q=…&sort=…&page=…), only
 * those that narrow or reorder it: the screen keys its query with them, so the server's render and the browser
 * must read an address alike. Values the API would refuse are dropped.
 */
export function readBookListParams(search: URLSearchParams): BookListParams {
  const params: BookListParams = {};
  const shelf = search.get('shelf') ?? '';
  if (SHELF.test(shelf) && shelf.length <= 80) params.shelf = shelf;
  const topic = search.get('topic')?.trim() ?? '';
  if (topic && topic.length <= 100) params.topic = topic;
  const q = search.get('q')?.trim() ?? '';
  if (q && q.length <= 200) params.q = q;
  const sort = search.get('sort');
  if ((BOOK_SORTS as readonly (string | null)[]).includes(sort) && sort !== DEFAULT_SORT) {
    params.sort = sort as BookSort;
  }
  const page = Number(search.get('page'));
  if (Number.isSafeInteger(page) && page > 1 && page <= BOOK_PAGE_MAX) params.page = page;
  return params;
}

/** The query string (with its `?`, or '') of the books list for these parameters, in a fixed order. */
export function bookListSearch(params: BookListParams): string {
  const search = new URLSearchParams();
  if (params.shelf) search.set('shelf', params.shelf);
  if (params.topic) search.set('topic', params.topic);
  if (params.q) search.set('q', params.q);
  if (params.sort && params.sort !== DEFAULT_SORT) search.set('sort', params.sort);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}
