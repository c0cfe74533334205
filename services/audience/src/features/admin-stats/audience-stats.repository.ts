import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ChatConversationEntity } from '../chat/chat-conversation.entity.js';
import { ContactMessageEntity } from '../contact/contact-message.entity.js';
import { inboxWhere } from '../inbox/inbox-where.js';
import { SiteNoticeEntity } from '../inbox/site-notice.entity.js';
import { SubscriberEntity } from '../newsletter/subscriber.entity.js';

/** Counts and the latest contact messages, for the admin overview. */
@Injectable()
export class AudienceStatsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Subscribers by status, and what the inbox's Waiting filter holds. */
  async counts(): Promise<{ confirmed: number; waiting: number; messagesWaiting: number }> {
    const manager = this.dataSource.manager;
    const inbox = inboxWhere('waiting');
    const [confirmed, waiting, contacts, chats, notices] = await Promise.all([
      manager.countBy(SubscriberEntity, { status: 'confirmed' }),
      manager.countBy(SubscriberEntity, { status: 'waiting' }),
      manager.countBy(ContactMessageEntity, inbox.contact),
      manager.countBy(ChatConversationEntity, inbox.chat),
      manager.countBy(SiteNoticeEntity, inbox.notice),
    ]);
    return { confirmed, waiting, messagesWaiting: contacts + chats + notices };
  }

  /** Newest first. */
  recentMessages(limit: number): Promise<ContactMessageEntity[]> {
    return this.dataSource.manager.find(ContactMessageEntity, {
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }
}
