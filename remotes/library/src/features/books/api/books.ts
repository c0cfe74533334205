import { apiRequest } from '@site/api-client';
import { bookListSearch, type BookList, type BookListParams } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/**
 * GET /api/library/books: one page of the books matching the filters. The key holds only the parameters
 * that narrow or reorder the list, as the first HTML of /library/books keys its data.
 */
export const booksQuery = (params: BookListParams) =>
  queryOptions({
    queryKey: ['library', 'books', params],
    queryFn: ({ signal }) =>
      apiRequest<BookList>('GET', `/api/library/books${bookListSearch(params)}`, undefined, {
        signal,
        errorText: 'The books could not be loaded',
      }),
  });
