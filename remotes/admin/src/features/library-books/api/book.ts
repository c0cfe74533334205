import { apiPath, apiRequest } from '@site/api-client';
import type { AdminBook } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminBookKey } from './keys';

/** GET /api/admin/library/books/:id (an id or a slug): everything the book editor edits. */
export const adminBookQuery = (id: string) =>
  queryOptions({
    queryKey: adminBookKey(id),
    queryFn: ({ signal }) =>
      apiRequest<AdminBook>('GET', apiPath`/api/admin/library/books/${id}`, undefined, { signal }),
  });
