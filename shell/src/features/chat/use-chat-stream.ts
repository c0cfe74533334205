import type { ChatMessage } from '@site/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { addMessage } from './api/conversation';
import type { StoredConversation } from './chat-storage';

/**
 * Keeps the cached conversation live: EventSource reconnects by itself (after the server's `retry:`) and
 * resumes with Last-Event-ID; the first connection starts after the last message the page holds.
 */
export function useChatStream(conversation: StoredConversation | null, lastId: number | undefined): void {
  const client = useQueryClient();
  const id = conversation?.id;
  const token = conversation?.token;
  const ready = lastId !== undefined;
  useEffect(() => {
    if (id === undefined || !ready || typeof EventSource === 'undefined') return;
    const query = new URLSearchParams({ after: String(lastId) });
    if (token) query.set('token', token);
    const source = new EventSource(`/api/chat/conversations/${id}/stream?${query}`);
    source.addEventListener('message', (event) => addMessage(client, JSON.parse(event.data) as ChatMessage));
    return () => source.close();
    // The stream starts once per conversation; later messages arrive through it, so `lastId` is not a reason to reconnect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, id, token, ready]);
}
