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
    // A failed answer (a 404) is drawn as it came, on the server and while hydrating: asking again on mount would draw
    // the loading state instead, and the page could never answer 404.
    retryOnMount: false,
  });
