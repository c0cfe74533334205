import { apiRequest } from '@site/api-client';
import type { AdminTopic } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const ADMIN_TOPICS_KEY = ['admin', 'topics'] as const;

/** GET /api/admin/topics: every topic, active or not, with its description and essay count. */
export const adminTopicsQuery = () =>
  queryOptions({
    queryKey: ADMIN_TOPICS_KEY,
    queryFn: ({ signal }) => apiRequest<AdminTopic[]>('GET', '/api/admin/topics', undefined, { signal }),
  });
