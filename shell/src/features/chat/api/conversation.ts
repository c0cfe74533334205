import { apiRequest } from '@site/api-client';
import { CHAT_TOKEN_HEADER, type ChatConversation, type ChatMessage } from '@site/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { StoredConversation } from '../chat-storage';

export const conversationKey = (id: number) => ['chat', 'conversation', id] as const;

export const tokenHeaders = (token: string | undefined): Record<string, string> =>
  token ? { [CHAT_TOKEN_HEADER]: token } : {};

/** GET /api/chat/conversations/:id, opened by its token or the reader's session. */
export const conversationQuery = ({ id, token }: StoredConversation) =>
  queryOptions({
    queryKey: conversationKey(id),
    queryFn: ({ signal }) =>
      apiRequest<ChatConversation>('GET', `/api/chat/conversations/${id}`, undefined, {
        signal,
        headers: tokenHeaders(token),
      }),
    // The stream keeps it current; a refetch would only repeat what it brought.
    staleTime: Infinity,
  });

/** Adds a message to the cached conversation once, in order, from the stream or a send. */
export function addMessage(client: QueryClient, message: ChatMessage): void {
  client.setQueryData<ChatConversation>(conversationKey(message.conversationId), (conversation) =>
    conversation && !conversation.messages.some(({ id }) => id === message.id)
      ? { ...conversation, messages: [...conversation.messages, message].sort((a, b) => a.id - b.id) }
      : conversation,
  );
}
