import { apiRequest, buildQueryString } from '@site/api-client';
import type { RecentMessage } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/admin/audience/recent-messages: the latest contact messages, newest first. */
export const recentMessagesQuery = (limit = 5) =>
  queryOptions({
    queryKey: ['admin', 'audience', 'recent-messages', { limit }],
    queryFn: ({ signal }) =>
      apiRequest<RecentMessage[]>(
        'GET',
        `/api/admin/audience/recent-messages${buildQueryString({ limit })}`,
        undefined,
        {
          signal,
        },
      ),
  });
