import type { ChatMessage } from '@site/contracts';
import { formatDate } from '@site/ui';
import { useEffect, useRef } from 'react';

/**
 * The conversation as a log: new lines are read out politely. Each body is a text node, with its line breaks
 * kept by CSS: a visitor's or the author's text is never parsed as HTML.
 */
export function ChatMessages({ messages }: { messages: ChatMessage[] }) {
  const end = useRef<HTMLLIElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);

  if (messages.length === 0) {
    return <p className="chat-messages__empty">Write a message: the author reads every one and answers here.</p>;
  }
  return (
    <ol className="chat-messages" role="log" aria-label="Messages" aria-live="polite">
      {messages.map((message, index) => (
        <li
          key={message.id}
          ref={index === messages.length - 1 ? end : undefined}
          className={`chat-message chat-message--${message.from}`}
        >
          <p className="chat-message__body">{message.body}</p>
          <p className="chat-message__meta">
            {message.from === 'author' ? 'The author' : 'You'} ·{' '}
            <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
            {message.mailed ? ' · also sent by mail' : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}

function formatTime(iso: string): string {
  const date = new Date(iso);
  const today = new Date().toDateString() === date.toDateString();
  return today ? date.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' }) : formatDate(iso);
}
