import { apiRequest } from '@site/api-client';
import type { ChatMessageInput, ChatStart } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { conversationKey } from './conversation';

/** POST /api/chat/conversations: the first message; the answer's conversation goes straight into the cache. */
export const startConversationMutation = () =>
  mutationOptions<ChatStart, Error, ChatMessageInput>({
    mutationFn: (input) => apiRequest<ChatStart>('POST', '/api/chat/conversations', input),
    onSuccess: ({ conversation }, _input, _result, { client }) => {
      client.setQueryData(conversationKey(conversation.id), conversation);
      void client.invalidateQueries({ queryKey: ['chat', 'mine'] });
    },
  });
