import { apiRequest } from '@site/api-client';
import type { ChatStatus } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/chat/status: whether the author is around; asked again now and then while the chat is open. */
export const chatStatusQuery = () =>
  queryOptions({
    queryKey: ['chat', 'status'],
    queryFn: ({ signal }) => apiRequest<ChatStatus>('GET', '/api/chat/status', undefined, { signal }),
    staleTime: 60_000,
  });
