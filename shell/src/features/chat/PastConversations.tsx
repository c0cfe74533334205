import type { ChatConversationSummary } from '@site/contracts';
import { Button, formatDate } from '@site/ui';

export interface PastConversationsProps {
  conversations: ChatConversationSummary[];
  currentId: number | null;
  onOpen: (id: number) => void;
  onNew: () => void;
}

/** A reader's earlier conversations, to read again or go on with, and a way to start a new one. */
export function PastConversations({ conversations, currentId, onOpen, onNew }: PastConversationsProps) {
  return (
    <details className="chat-past">
      <summary>Your conversations ({conversations.length})</summary>
      <ul className="chat-past__list">
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <button
              type="button"
              className="chat-past__item"
              aria-current={conversation.id === currentId ? 'true' : undefined}
              onClick={() => onOpen(conversation.id)}
            >
              <span className="chat-past__preview">{conversation.last.body}</span>
              <span className="chat-past__meta">
                {formatDate(conversation.last.createdAt)} · {conversation.messageCount}{' '}
                {conversation.messageCount === 1 ? 'message' : 'messages'}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" onClick={onNew}>
        Start a new conversation
      </Button>
    </details>
  );
}
