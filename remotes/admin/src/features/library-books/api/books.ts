import { apiRequest } from '@site/api-client';
import type { AdminBookRow } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminBookListKey } from './keys';

/** GET /api/admin/library/books: every book, the newest addition first, with its status and shelves. */
export const adminBooksQuery = () =>
  queryOptions({
    queryKey: adminBookListKey,
    queryFn: ({ signal }) => apiRequest<AdminBookRow[]>('GET', '/api/admin/library/books', undefined, { signal }),
  });
