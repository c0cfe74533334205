import { apiRequest } from '@site/api-client';
import type { ReleasesOverview } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { releasesOverviewKey } from './keys';

/** GET /api/admin/releases: each remote's stable release, canary, health and history, and the rollback rule. */
export const releasesQuery = () =>
  queryOptions({
    queryKey: releasesOverviewKey,
    queryFn: ({ signal }) => apiRequest<ReleasesOverview>('GET', '/api/admin/releases', undefined, { signal }),
  });
