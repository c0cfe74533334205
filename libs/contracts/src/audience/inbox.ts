import type { ChatAuthor } from './chat.js';

/**
 * The author's inbox (`/api/admin/inbox`): contact messages and chat conversations in one list.
 * Types and texts shared by the audience service and the admin remote.
 */

export const INBOX_KINDS = ['contact', 'chat'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** `waiting`: the last word is the visitor's; `answered`: the author has replied since. */
export const INBOX_FILTERS = ['all', 'waiting', 'answered'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];

export const INBOX_PAGE_SIZE = 30;
export const INBOX_PAGE_MAX = 100;

/** How an answer goes: into the visitor's chat widget (live) or by mail through the outbox. */
export const INBOX_REPLY_CHANNELS = ['chat', 'mail'] as const;
export type InboxReplyChannel = (typeof INBOX_REPLY_CHANNELS)[number];

export const INBOX_NOT_FOUND_TEXT = 'No such message in the inbox.';
export const INBOX_NO_ADDRESS_TEXT = 'This visitor left no email address: answer in the chat.';
export const INBOX_CONTACT_BY_MAIL_TEXT = 'A contact message can only be answered by mail.';

/** One row of the inbox. */
export interface InboxItem {
  kind: InboxKind;
  id: number;
  /** The sender's name (contact form), or null for a chat visitor. */
  name: string | null;
  email: string | null;
  /** The contact form's subject, or the first words of a conversation. */
  subject: string;
  /** The latest message, shortened. */
  preview: string;
  /** When the latest message was written (ISO). */
  lastAt: string;
  waiting: boolean;
}

/** GET /api/admin/inbox: one page, newest activity first. */
export interface InboxList {
  items: InboxItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** One message of a thread: the visitor's (form or chat) or the author's answer (chat or mail). */
export interface InboxMessage {
  id: number;
  from: ChatAuthor;
  body: string;
  createdAt: string;
  via: 'form' | InboxReplyChannel;
}

/** GET /api/admin/inbox/contact/:id or /api/admin/inbox/chat/:id: a whole thread, oldest message first. */
export interface InboxThread extends Omit<InboxItem, 'preview' | 'lastAt'> {
  messages: InboxMessage[];
  createdAt: string;
}

/** Body of POST /api/admin/inbox/{contact,chat}/:id/replies. */
export interface InboxReplyInput {
  body: string;
  /** `mail` for a contact message; a chat answer goes into the chat, and also by mail with `mail`. */
  via: InboxReplyChannel;
}

/**
 * Body of PATCH /api/admin/inbox/{contact,chat}/:id: marks a thread answered without a reply here (the author
 * answered from their own mail client) or waiting again.
 */
export interface InboxStateInput {
  waiting: boolean;
}

/** The `inbox` event of GET /api/admin/inbox/stream: a thread changed (a new message either way). */
export interface InboxEvent {
  kind: InboxKind;
  id: number;
  /** Who wrote, for a conversation; a contact thread changes only by a new message or the author's answer. */
  from?: ChatAuthor;
}
