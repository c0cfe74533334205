import { apiRequest } from '@site/api-client';
import type { Book } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/library/books/reading: the books being read now, at most four. */
export const readingNowQuery = () =>
  queryOptions({
    queryKey: ['library', 'reading-now'],
    queryFn: ({ signal }) =>
      apiRequest<Book[]>('GET', '/api/library/books/reading', undefined, {
        signal,
        errorText: 'The books being read could not be loaded',
      }),
  });
