import type { InboxItem, InboxMessage, InboxThread } from '@site/contracts';
import type { ChatConversationEntity } from '../chat/chat-conversation.entity.js';
import type { ChatMessageEntity } from '../chat/chat-message.entity.js';
import type { ContactMessageEntity } from '../contact/contact-message.entity.js';
import type { ContactReplyEntity } from './contact-reply.entity.js';
import type { InboxRow } from './inbox.repository.js';
import type { SiteNoticeEntity } from './site-notice.entity.js';

const PREVIEW_MAX = 140;
const SUBJECT_MAX = 80;

/** The first characters of a text on one line, with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

export function toInboxItem(row: InboxRow): InboxItem {
  if (row.kind === 'notice') {
    const { notice } = row;
    return {
      kind: 'notice',
      id: notice.id,
      name: null,
      email: null,
      subject: notice.subject,
      preview: shorten(notice.body, PREVIEW_MAX),
      lastAt: notice.createdAt.toISOString(),
      waiting: notice.readAt === null,
    };
  }
  if (row.kind === 'contact') {
    const { message, lastReply } = row;
    return {
      kind: 'contact',
      id: message.id,
      name: message.name,
      email: message.email,
      subject: message.subject,
      preview: shorten(lastReply?.body ?? message.message, PREVIEW_MAX),
      lastAt: row.lastAt.toISOString(),
      waiting: message.answeredAt === null,
    };
  }
  const { conversation, first, last } = row;
  return {
    kind: 'chat',
    id: conversation.id,
    name: null,
    email: conversation.email,
    subject: shorten(first.body, SUBJECT_MAX),
    preview: shorten(last.body, PREVIEW_MAX),
    lastAt: row.lastAt.toISOString(),
    waiting: conversation.waiting,
  };
}

export function contactThread(message: ContactMessageEntity, replies: ContactReplyEntity[]): InboxThread {
  return {
    kind: 'contact',
    id: message.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    waiting: message.answeredAt === null,
    createdAt: message.createdAt.toISOString(),
    messages: [
      {
        id: message.id,
        from: 'visitor',
        body: message.message,
        createdAt: message.createdAt.toISOString(),
        via: 'form',
      },
      ...replies.map((reply): InboxMessage => ({
        id: reply.id,
        from: 'author',
        body: reply.body,
        createdAt: reply.createdAt.toISOString(),
        via: 'mail',
      })),
    ],
  };
}

export function chatThread(conversation: ChatConversationEntity, messages: ChatMessageEntity[]): InboxThread {
  return {
    kind: 'chat',
    id: conversation.id,
    name: null,
    email: conversation.email,
    subject: shorten(messages[0]?.body ?? '', SUBJECT_MAX),
    waiting: conversation.waiting,
    createdAt: conversation.createdAt.toISOString(),
    messages: messages.map((message) => ({
      id: message.id,
      from: message.from,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
      via: message.mailed ? 'mail' : 'chat',
    })),
  };
}

/** A notice as a thread of one message from the site, so the inbox shows every kind alike. */
export function noticeThread(notice: SiteNoticeEntity): InboxThread {
  const createdAt = notice.createdAt.toISOString();
  return {
    kind: 'notice',
    id: notice.id,
    name: null,
    email: null,
    subject: notice.subject,
    waiting: notice.readAt === null,
    createdAt,
    messages: [{ id: notice.id, from: 'site', body: notice.body, createdAt, via: 'site' }],
  };
}
