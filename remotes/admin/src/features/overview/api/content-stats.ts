import { apiRequest } from '@site/api-client';
import type { ContentStats } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/admin/content/stats: essays by status and active topics (content service). */
export const contentStatsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'content', 'stats'],
    queryFn: ({ signal }) => apiRequest<ContentStats>('GET', '/api/admin/content/stats', undefined, { signal }),
  });
