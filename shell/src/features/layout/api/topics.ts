import { apiRequest } from '@site/api-client';
import type { Topic } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/topics: every topic, with whether it is active. */
export const topicsQuery = () =>
  queryOptions({
    queryKey: ['topics'],
    queryFn: ({ signal }) => apiRequest<Topic[]>('GET', '/api/topics', undefined, { signal }),
  });
