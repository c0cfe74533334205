import { apiPath, apiRequest } from '@site/api-client';
import type { TopicDetail } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/topics/:name: an active topic with its description; 404 for an unknown or inactive one. */
export const topicQuery = (name: string) =>
  queryOptions({
    queryKey: ['topics', 'detail', name],
    queryFn: ({ signal }) =>
      apiRequest<TopicDetail>('GET', apiPath`/api/topics/${name}`, undefined, {
        signal,
        errorText: 'The topic could not be loaded.',
      }),
  });
