import { apiRequest } from '@site/api-client';
import type { ChatConversationSummary } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** GET /api/chat/conversations: a reader's past conversations, the latest first. */
export const myConversationsQuery = () =>
  queryOptions({
    queryKey: ['chat', 'mine'],
    queryFn: ({ signal }) =>
      apiRequest<ChatConversationSummary[]>('GET', '/api/chat/conversations', undefined, { signal }),
  });
