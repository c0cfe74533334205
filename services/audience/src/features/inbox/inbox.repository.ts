import { Injectable } from '@nestjs/common';
import type { InboxFilter } from '@site/contracts';
import { Outbox, type OutgoingMail } from '@site/mailer';
import { DataSource, In, type EntityManager, type ObjectLiteral } from 'typeorm';
import { advisoryLock } from '../../database/advisory-lock.js';
import { ChatConversationEntity } from '../chat/chat-conversation.entity.js';
import { ChatMessageEntity } from '../chat/chat-message.entity.js';
import { notifyInbox } from '../chat/inbox-notice.js';
import { ContactMessageEntity } from '../contact/contact-message.entity.js';
import { ContactReplyEntity } from './contact-reply.entity.js';
import { inboxWhere } from './inbox-where.js';
import { SiteNoticeEntity } from './site-notice.entity.js';

/**
 * A row of the inbox before it is drawn: a contact message or a conversation, with its first and last words, or a
 * notice from the site.
 */
export type InboxRow =
  | { kind: 'contact'; message: ContactMessageEntity; lastReply: ContactReplyEntity | null; lastAt: Date }
  | {
      kind: 'chat';
      conversation: ChatConversationEntity;
      first: ChatMessageEntity;
      last: ChatMessageEntity;
      lastAt: Date;
    }
  | { kind: 'notice'; notice: SiteNoticeEntity; lastAt: Date };

@Injectable()
export class InboxRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /**
   * One page of every kind together, the latest activity first. Each table gives its own first `page × size`
   * rows in that order (an index each), so the merged page is exact; pages are bounded, so is the read.
   */
  async page(filter: InboxFilter, page: number, size: number): Promise<{ rows: InboxRow[]; total: number }> {
    const { contact: contactWhere, chat: chatWhere, notice: noticeWhere } = inboxWhere(filter);
    const take = page * size;
    const [contacts, contactTotal, chats, chatTotal, notices, noticeTotal] = await Promise.all([
      this.dataSource.getRepository(ContactMessageEntity).find({
        where: contactWhere,
        order: { lastActivityAt: 'DESC', id: 'DESC' },
        take,
      }),
      this.dataSource.getRepository(ContactMessageEntity).countBy(contactWhere),
      this.dataSource.getRepository(ChatConversationEntity).find({
        where: chatWhere,
        order: { lastMessageAt: 'DESC', id: 'DESC' },
        take,
      }),
      this.dataSource.getRepository(ChatConversationEntity).countBy(chatWhere),
      this.dataSource.getRepository(SiteNoticeEntity).find({
        where: noticeWhere,
        order: { createdAt: 'DESC', id: 'DESC' },
        take,
      }),
      this.dataSource.getRepository(SiteNoticeEntity).countBy(noticeWhere),
    ]);
    const merged = [
      ...contacts.map((message) => ({ kind: 'contact' as const, message, lastAt: message.lastActivityAt })),
      ...chats.map((conversation) => ({ kind: 'chat' as const, conversation, lastAt: conversation.lastMessageAt })),
      ...notices.map((notice) => ({ kind: 'notice' as const, notice, lastAt: notice.createdAt })),
    ]
      .sort((a, b) => b.lastAt.getTime() - a.lastAt.getTime())
      .slice((page - 1) * size, take);
    const contactIds = merged.flatMap((row) => (row.kind === 'contact' ? [row.message.id] : []));
    const chatIds = merged.flatMap((row) => (row.kind === 'chat' ? [row.conversation.id] : []));
    const [lastReplies, firstMessages, lastMessages] = await Promise.all([
      this.edge(ContactReplyEntity, 'contactMessageId', contactIds, 'DESC'),
      this.edge(ChatMessageEntity, 'conversationId', chatIds, 'ASC'),
      this.edge(ChatMessageEntity, 'conversationId', chatIds, 'DESC'),
    ]);
    const rows = merged.map((row): InboxRow => {
      if (row.kind === 'notice') return row;
      if (row.kind === 'contact') return { ...row, lastReply: lastReplies.get(row.message.id) ?? null };
      const id = row.conversation.id;
      return { ...row, first: firstMessages.get(id)!, last: lastMessages.get(id)! };
    });
    return { rows, total: contactTotal + chatTotal + noticeTotal };
  }

  findContact(id: number): Promise<ContactMessageEntity | null> {
    return this.dataSource.getRepository(ContactMessageEntity).findOneBy({ id });
  }

  contactReplies(id: number): Promise<ContactReplyEntity[]> {
    return this.dataSource
      .getRepository(ContactReplyEntity)
      .find({ where: { contactMessageId: id }, order: { id: 'ASC' } });
  }

  /** Keeps the answer, marks the message answered and queues the mail, all at once. */
  replyToContact(id: number, body: string, mail: OutgoingMail): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await advisoryLock(manager, `contact-message:${id}`);
      const reply = await manager.save(manager.create(ContactReplyEntity, { contactMessageId: id, body }));
      await manager.update(
        ContactMessageEntity,
        { id },
        { answeredAt: reply.createdAt, lastActivityAt: reply.createdAt },
      );
      await this.outbox.add(manager, mail);
      await notifyInbox(manager, { kind: 'contact', id, from: 'author' });
    });
  }

  /** Marks a contact message answered (now) or waiting again. */
  setContactWaiting(id: number, waiting: boolean): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await manager.update(ContactMessageEntity, { id }, { answeredAt: waiting ? null : new Date() });
      await notifyInbox(manager, { kind: 'contact', id });
    });
  }

  findNotice(id: number): Promise<SiteNoticeEntity | null> {
    return this.dataSource.getRepository(SiteNoticeEntity).findOneBy({ id });
  }

  /** Keeps a notice from the site and announces it to every replica's inbox stream once stored. */
  addNotice(subject: string, body: string): Promise<SiteNoticeEntity> {
    return this.dataSource.transaction(async (manager) => {
      const notice = await manager.save(manager.create(SiteNoticeEntity, { subject, body }));
      await notifyInbox(manager, { kind: 'notice', id: notice.id, from: 'site' });
      return notice;
    });
  }

  /** Marks a notice read (now) or unread again. */
  setNoticeRead(id: number, read: boolean): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await manager.update(SiteNoticeEntity, { id }, { readAt: read ? new Date() : null });
      await notifyInbox(manager, { kind: 'notice', id });
    });
  }

  /** The first (ASC) or last (DESC) row of each group, in one query. */
  private async edge<T extends ObjectLiteral & { id: number }>(
    entity: new () => T,
    groupBy: keyof T & string,
    ids: number[],
    direction: 'ASC' | 'DESC',
  ): Promise<Map<number, T>> {
    if (ids.length === 0) return new Map();
    const rows = await this.manager
      .createQueryBuilder(entity, 'row')
      .where({ [groupBy]: In(ids) })
      .distinctOn([`row.${groupBy}`])
      .orderBy(`row.${groupBy}`)
      .addOrderBy('row.id', direction)
      .getMany();
    return new Map(rows.map((row) => [row[groupBy] as number, row]));
  }

  private get manager(): EntityManager {
    return this.dataSource.manager;
  }
}
