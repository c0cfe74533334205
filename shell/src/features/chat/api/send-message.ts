import { apiRequest } from '@site/api-client';
import type { ChatMessage, ChatMessageInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import type { StoredConversation } from '../chat-storage';
import { addMessage, tokenHeaders } from './conversation';

/** POST /api/chat/conversations/:id/messages. */
export const sendMessageMutation = ({ id, token }: StoredConversation) =>
  mutationOptions<ChatMessage, Error, ChatMessageInput>({
    mutationFn: (input) =>
      apiRequest<ChatMessage>('POST', `/api/chat/conversations/${id}/messages`, input, {
        headers: tokenHeaders(token),
      }),
    onSuccess: (message, _input, _result, { client }) => addMessage(client, message),
  });
