import { apiRequest } from '@site/api-client';
import type { LibraryOverview } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/library: shelves with counts, what is being read, every kind's count and the recent additions. */
export const overviewQuery = () =>
  queryOptions({
    queryKey: ['library', 'overview'],
    queryFn: ({ signal }) =>
      apiRequest<LibraryOverview>('GET', '/api/library', undefined, {
        signal,
        errorText: 'The library could not be loaded',
      }),
  });
