import { apiRequest } from '@site/api-client';
import type { ReleasesOverview } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { releasesOverviewKey } from './keys';

/**
 * How often the screen asks again while it is open: a canary's views and errors grow, and a canary may be withdrawn
 * by itself, while the author watches (the gateway writes its counts every 2 s).
 */
export const RELEASES_REFRESH_MS = 10_000;

/** GET /api/admin/releases: each remote's stable release, canary, health and history, and the rollback rule. */
export const releasesQuery = () =>
  queryOptions({
    queryKey: releasesOverviewKey,
    queryFn: ({ signal }) => apiRequest<ReleasesOverview>('GET', '/api/admin/releases', undefined, { signal }),
    refetchInterval: RELEASES_REFRESH_MS,
  });
