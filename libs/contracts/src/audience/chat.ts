/**
 * The chat widget (`/api/chat`): a visitor's conversation with the author, kept by the audience service.
 * Types, limits and texts shared by the service and the browser.
 */

/** The longest message, in characters: a chat line, not a letter (the contact form takes those). */
export const CHAT_MESSAGE_MAX = 2000;
/** A conversation is shown with this many of its latest messages. */
export const CHAT_HISTORY_MAX = 200;
/** Messages one conversation, or one sender, may send in a minute. */
export const CHAT_PER_MINUTE = 6;
/** Conversations one sender may start in an hour. */
export const CHAT_CONVERSATIONS_PER_HOUR = 10;
/** The author counts as available this long after they were last in the admin inbox. */
export const CHAT_AUTHOR_AWAY_AFTER_MS = 10 * 60_000;
/** How long the browser waits before it reconnects a dropped stream (the SSE `retry:` field). */
export const CHAT_STREAM_RETRY_MS = 3000;
/** The request header carrying a visitor's conversation token (the stream takes it as `?token=`). */
export const CHAT_TOKEN_HEADER = 'x-chat-token';
/** A conversation token: 32 random bytes, base64url. */
export const CHAT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const CHAT_TOO_MANY_TEXT = 'You are sending messages too quickly. Please wait a minute and try again.';
export const CHAT_TOO_MANY_CONVERSATIONS_TEXT =
  'Too many new conversations from this address. Please try again in an hour.';
export const CHAT_NOT_FOUND_TEXT = 'This conversation does not exist, or it is not yours.';
export const CHAT_NO_KEY_TEXT = 'A conversation opens with its token, or for the reader who is logged in.';

/** Who wrote a message: the visitor (or reader) or the site's author. */
export type ChatAuthor = 'visitor' | 'author';

/** One line of a conversation, as text: it is never rendered as HTML. */
export interface ChatMessage {
  id: number;
  conversationId: number;
  from: ChatAuthor;
  body: string;
  /** When it was written (ISO). */
  createdAt: string;
  /** An answer of the author that also went by mail. */
  mailed: boolean;
}

/** A conversation with its latest messages (at most CHAT_HISTORY_MAX), oldest first. */
export interface ChatConversation {
  id: number;
  /** Where the author's answers may go by mail, if the visitor left an address (readers: their account's). */
  email: string | null;
  messages: ChatMessage[];
  createdAt: string;
}

/** A conversation just started: `token` is the visitor's key to it, kept in the browser's localStorage. */
export interface ChatStart {
  conversation: ChatConversation;
  token: string;
}

/** One of a reader's past conversations (GET /api/chat/conversations, newest first). */
export interface ChatConversationSummary {
  id: number;
  /** The latest message. */
  last: ChatMessage;
  messageCount: number;
  createdAt: string;
}

/** GET /api/chat/status. */
export interface ChatStatus {
  /** The author was in the admin inbox lately; when not, the widget asks for an address to answer by mail. */
  authorAvailable: boolean;
}

/** Body of POST /api/chat/conversations and POST /api/chat/conversations/:id/messages. */
export interface ChatMessageInput {
  body: string;
  /** Optional: where the answer may go by mail. */
  email?: string;
}

/** The `message` event of a conversation's stream (its SSE id is the message id). */
export type ChatStreamMessage = ChatMessage;
