import { apiPath, apiRequest } from '@site/api-client';
import type { AdminEpisode } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminEpisodeKey } from './keys';

/** GET /api/admin/podcast/episodes/:id: everything the episode editor edits. */
export const adminEpisodeQuery = (id: string) =>
  queryOptions({
    queryKey: adminEpisodeKey(id),
    queryFn: ({ signal }) =>
      apiRequest<AdminEpisode>('GET', apiPath`/api/admin/podcast/episodes/${id}`, undefined, { signal }),
  });
