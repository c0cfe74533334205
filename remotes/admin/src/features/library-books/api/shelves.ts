import { apiRequest } from '@site/api-client';
import type { AdminShelf } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminShelvesKey } from './keys';

/** GET /api/admin/library/shelves: the own shelves in their order, with their book counts. */
export const adminShelvesQuery = () =>
  queryOptions({
    queryKey: adminShelvesKey,
    queryFn: ({ signal }) => apiRequest<AdminShelf[]>('GET', '/api/admin/library/shelves', undefined, { signal }),
  });
