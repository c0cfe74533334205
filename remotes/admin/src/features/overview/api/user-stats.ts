import { apiRequest } from '@site/api-client';
import type { UserStats } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/admin/users/stats: readers, administrators, suspended and new accounts (identity service). */
export const userStatsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'users', 'stats'],
    queryFn: ({ signal }) => apiRequest<UserStats>('GET', '/api/admin/users/stats', undefined, { signal }),
  });
