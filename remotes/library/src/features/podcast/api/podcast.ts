import { apiRequest } from '@site/api-client';
import type { PodcastOverview } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/podcast: the show and its episodes, newest first. */
export const podcastQuery = () =>
  queryOptions({
    queryKey: ['podcast', 'overview'],
    queryFn: ({ signal }) => apiRequest<PodcastOverview>('GET', '/api/podcast', undefined, { signal }),
  });
