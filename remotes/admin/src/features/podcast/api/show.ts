import { apiRequest } from '@site/api-client';
import type { AdminPodcastShowView } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminShowKey } from './keys';

/** GET /api/admin/podcast/show: the show's settings as the feed describes it, with its artwork. */
export const adminShowQuery = () =>
  queryOptions({
    queryKey: adminShowKey,
    queryFn: ({ signal }) => apiRequest<AdminPodcastShowView>('GET', '/api/admin/podcast/show', undefined, { signal }),
  });
