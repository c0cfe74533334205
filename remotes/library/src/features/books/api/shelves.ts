import { apiRequest } from '@site/api-client';
import type { Shelf } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/library/shelves: the status shelves, then the author's own, with book counts. */
export const shelvesQuery = () =>
  queryOptions({
    queryKey: ['library', 'shelves'],
    queryFn: ({ signal }) =>
      apiRequest<Shelf[]>('GET', '/api/library/shelves', undefined, {
        signal,
        errorText: 'The shelves could not be loaded',
      }),
  });
