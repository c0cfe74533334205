import { apiRequest } from '@site/api-client';
import type { BookTopic } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/library/books/topics: the topics the books are filed under, commonest first. */
export const bookTopicsQuery = () =>
  queryOptions({
    queryKey: ['library', 'book-topics'],
    queryFn: ({ signal }) =>
      apiRequest<BookTopic[]>('GET', '/api/library/books/topics', undefined, {
        signal,
        errorText: 'The topics could not be loaded',
      }),
  });
