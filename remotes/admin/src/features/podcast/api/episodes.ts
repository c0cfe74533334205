import { apiRequest } from '@site/api-client';
import type { AdminEpisodeRow } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminEpisodeListKey } from './keys';

/** GET /api/admin/podcast/episodes: every episode, drafts included, newest number first. */
export const adminEpisodesQuery = () =>
  queryOptions({
    queryKey: adminEpisodeListKey,
    queryFn: ({ signal }) => apiRequest<AdminEpisodeRow[]>('GET', '/api/admin/podcast/episodes', undefined, { signal }),
  });
