import { ApiError } from '@site/api-client';
import type { ChatMessageInput } from '@site/contracts';
import { serverMessage, useCurrentUser } from '@site/shell-api';
import { Button, Spinner } from '@site/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { chatStatusQuery } from './api/chat-status';
import { conversationQuery } from './api/conversation';
import { myConversationsQuery } from './api/my-conversations';
import { sendMessageMutation } from './api/send-message';
import { startConversationMutation } from './api/start-conversation';
import { ChatComposer } from './ChatComposer';
import { ChatMessages } from './ChatMessages';
import {
  seenMessageId,
  storeConversation,
  storedConversation,
  storeSeenMessageId,
  type StoredConversation,
} from './chat-storage';
import { CHAT_PANEL_ID } from './chat-panel-id';
import { PastConversations } from './PastConversations';
import { useChatStream } from './use-chat-stream';
import './chat-panel.css';

export interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
  /** How many of the author's messages the visitor has not seen, for the button's indicator. */
  onUnread: (count: number) => void;
}

export const AWAY_EMAIL_HINT = 'The author is away right now. Leave an address and the answer will also come by mail.';
export const OPTIONAL_EMAIL_HINT = 'The answer can also come by mail, if you like.';

/**
 * The address is asked for when the author is away and none is known (a reader's account has one); a new
 * conversation may always leave one.
 */
function emailHint({ authorAway, known, started }: { authorAway: boolean; known: boolean; started: boolean }) {
  if (known) return null;
  if (authorAway) return AWAY_EMAIL_HINT;
  return started ? null : OPTIONAL_EMAIL_HINT;
}

/**
 * The chat, loaded on first use. It stays mounted once loaded, closed or not, so the conversation keeps
 * streaming and the button can tell of a new answer.
 */
export default function ChatPanel({ open, onClose, onUnread }: ChatPanelProps) {
  const { user } = useCurrentUser();
  const [current, setCurrent] = useState<StoredConversation | null>(storedConversation);
  const choose = (next: StoredConversation | null) => {
    storeConversation(next);
    setCurrent(next);
  };

  const mine = useQuery({ ...myConversationsQuery(), enabled: !!user });
  const latestOwn = mine.data?.[0]?.id;
  useEffect(() => {
    if (!current && latestOwn !== undefined) choose({ id: latestOwn });
  }, [current, latestOwn]);

  const thread = useQuery({ ...conversationQuery(current ?? { id: 0 }), enabled: !!current, retry: false });
  const lost = thread.error instanceof ApiError && [401, 404].includes(thread.error.status);
  useEffect(() => {
    // Opened elsewhere with a token this browser no longer has, or another reader's: start afresh.
    if (lost) choose(null);
  }, [lost]);
  const messages = thread.data?.messages ?? [];
  useChatStream(current, thread.data ? (messages.at(-1)?.id ?? 0) : undefined);

  const lastAuthorId = messages.findLast((message) => message.from === 'author')?.id ?? 0;
  const unread = open ? 0 : messages.filter((m) => m.from === 'author' && m.id > seenMessageId()).length;
  useEffect(() => {
    if (open && lastAuthorId > seenMessageId()) storeSeenMessageId(lastAuthorId);
  }, [open, lastAuthorId]);
  useEffect(() => onUnread(unread), [onUnread, unread]);

  const status = useQuery({ ...chatStatusQuery(), enabled: open });
  const start = useMutation(startConversationMutation());
  const send = useMutation(sendMessageMutation(current ?? { id: 0 }));
  const sending = start.isPending || send.isPending;
  const error = start.error ?? send.error;

  const onSend = async (input: ChatMessageInput) => {
    if (current) return send.mutateAsync(input);
    const started = await start.mutateAsync(input);
    // A reader's conversation opens with the session; the token still serves should they log out.
    choose({ id: started.conversation.id, token: started.token });
  };

  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('textarea')?.focus();
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  const authorAway = status.data?.authorAvailable === false;
  const knownEmail = thread.data?.email ?? null;

  return (
    <section
      ref={panel}
      id={CHAT_PANEL_ID}
      className="chat-panel"
      role="dialog"
      aria-labelledby="chat-panel-title"
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      <header className="chat-panel__header">
        <h2 id="chat-panel-title" className="chat-panel__title">
          Chat with the author
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close the chat">
          ×
        </Button>
      </header>
      <p className="chat-panel__status" role="status">
        {status.data === undefined
          ? ''
          : authorAway
            ? 'The author is away right now and will answer later.'
            : 'The author is here and usually answers within minutes.'}
      </p>
      {user && mine.data && mine.data.length > 0 ? (
        <PastConversations
          conversations={mine.data}
          currentId={current?.id ?? null}
          onOpen={(id) => choose({ id })}
          onNew={() => choose(null)}
        />
      ) : current ? (
        <Button variant="ghost" size="sm" className="chat-panel__new" onClick={() => choose(null)}>
          Start a new conversation
        </Button>
      ) : null}
      <div className="chat-panel__messages">
        {current && thread.isPending ? (
          <Spinner label="Loading the conversation" />
        ) : (
          <ChatMessages messages={messages} />
        )}
      </div>
      <ChatComposer
        emailHint={emailHint({ authorAway, known: !!knownEmail || !!user, started: !!current })}
        sending={sending}
        error={error ? serverMessage(error) : null}
        onSend={onSend}
      />
    </section>
  );
}
