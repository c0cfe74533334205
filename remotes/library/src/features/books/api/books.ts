import { apiRequest } from '@site/api-client';
import { bookListSearch, type BookList, type BookListParams } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/library/books: one page of the books matching the filters, keyed by the parameters that are set. */
export const booksQuery = (params: BookListParams) =>
  queryOptions({
    queryKey: ['library', 'books', params],
    queryFn: ({ signal }) =>
      apiRequest<BookList>('GET', `/api/library/books${bookListSearch(params)}`, undefined, {
        signal,
        errorText: 'The books could not be loaded',
      }),
  });
