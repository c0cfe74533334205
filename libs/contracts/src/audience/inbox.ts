import type { ChatAuthor } from './chat.js';

/**
 * The author's inbox (`/api/admin/inbox`): contact messages, chat conversations and notices from the site itself
 * (see site-notice.ts) in one list. Types and texts shared by the audience service and the admin remote.
 */

export const INBOX_KINDS = ['contact', 'chat', 'notice'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** Who wrote a message of the inbox: a visitor, the author, or the site itself (a notice). */
export type InboxAuthor = ChatAuthor | 'site';

/**
 * `waiting`: the last word is the visitor's; `answered`: the author has replied since. A notice, which cannot be
 * answered, waits while unread and counts as answered once read.
 */
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
export const INBOX_NOTICE_NO_REPLY_TEXT = 'A notice from the site cannot be answered: there is no one to reply to.';

/** One row of the inbox. */
export interface InboxItem {
  kind: InboxKind;
  id: number;
  /** The sender's name (contact form), or null for a chat visitor and a notice. */
  name: string | null;
  /** The address a visitor left; null for a notice. */
  email: string | null;
  /** The contact form's or the notice's subject, or the first words of a conversation. */
  subject: string;
  /** The latest message, shortened. */
  preview: string;
  /** When the latest message was written (ISO). */
  lastAt: string;
  /** Waiting for an answer; for a notice, unread. */
  waiting: boolean;
}

/** GET /api/admin/inbox: one page, newest activity first. */
export interface InboxList {
  items: InboxItem[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * One message of a thread: the visitor's (form or chat), the author's answer (chat or mail), or a notice's text
 * (from and via `site`).
 */
export interface InboxMessage {
  id: number;
  from: InboxAuthor;
  body: string;
  createdAt: string;
  via: 'form' | 'site' | InboxReplyChannel;
}

/** GET /api/admin/inbox/{contact,chat,notice}/:id: a whole thread, oldest message first; a notice has one. */
export interface InboxThread extends Omit<InboxItem, 'preview' | 'lastAt'> {
  messages: InboxMessage[];
  createdAt: string;
}

/** Body of POST /api/admin/inbox/{contact,chat}/:id/replies; a notice's replies are refused. */
export interface InboxReplyInput {
  body: string;
  /** `mail` for a contact message; a chat answer goes into the chat, and also by mail with `mail`. */
  via: InboxReplyChannel;
}

/**
 * Body of PATCH /api/admin/inbox/{contact,chat,notice}/:id: marks a thread answered without a reply here (the
 * author answered from their own mail client) or waiting again; a notice read or unread.
 */
export interface InboxStateInput {
  waiting: boolean;
}

/** The `inbox` event of GET /api/admin/inbox/stream: a thread changed (a new message either way). */
export interface InboxEvent {
  kind: InboxKind;
  id: number;
  /** Who wrote, when a message was added (`site`: a new notice); absent when only the state changed. */
  from?: InboxAuthor;
}
