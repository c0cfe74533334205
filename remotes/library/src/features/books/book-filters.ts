import { bookListSearch, pathTo, type BookListParams } from '@site/contracts';

/** The /library/books address of these parameters (the first page carries no `page`). */
export function booksPath(params: BookListParams): string {
  return `${pathTo('libraryBooks')}${bookListSearch(params)}`;
}

/** The same list narrowed or reordered differently: any change but paging starts again at page one. */
export function withFilter(params: BookListParams, change: Partial<BookListParams>): BookListParams {
  const next: BookListParams = { ...params, ...change };
  if (!('page' in change)) delete next.page;
  for (const key of Object.keys(next) as (keyof BookListParams)[]) {
    if (next[key] === undefined || next[key] === '') delete next[key];
  }
  return next;
}

/** Whether the reader has narrowed the list (the sort order does not narrow it). */
export function hasBookFilters(params: BookListParams): boolean {
  return Boolean(params.shelf || params.topic || params.q);
}
