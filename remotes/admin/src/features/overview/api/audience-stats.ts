import { apiRequest } from '@site/api-client';
import type { AudienceStats } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/admin/audience/stats: subscribers and messages waiting (audience service). */
export const audienceStatsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'audience', 'stats'],
    queryFn: ({ signal }) => apiRequest<AudienceStats>('GET', '/api/admin/audience/stats', undefined, { signal }),
  });
