import type { ChatConversation, ChatMessage } from '@site/contracts';
import type { ChatConversationEntity } from './chat-conversation.entity.js';
import type { ChatMessageEntity } from './chat-message.entity.js';

export const toChatMessage = (message: ChatMessageEntity): ChatMessage => ({
  id: message.id,
  conversationId: message.conversationId,
  from: message.from,
  body: message.body,
  createdAt: message.createdAt.toISOString(),
  mailed: message.mailed,
});

export const toChatConversation = (
  conversation: ChatConversationEntity,
  messages: ChatMessageEntity[],
): ChatConversation => ({
  id: conversation.id,
  email: conversation.email,
  messages: messages.map(toChatMessage),
  createdAt: conversation.createdAt.toISOString(),
});
