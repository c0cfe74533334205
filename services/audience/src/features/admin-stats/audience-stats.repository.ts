import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { ChatConversationEntity } from '../chat/chat-conversation.entity.js';
import { ContactMessageEntity } from '../contact/contact-message.entity.js';
import { SubscriberEntity } from '../newsletter/subscriber.entity.js';

/** Counts and the latest contact messages, for the admin overview. */
@Injectable()
export class AudienceStatsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async counts(): Promise<{ confirmed: number; waiting: number; contactWaiting: number; chatsWaiting: number }> {
    const manager = this.dataSource.manager;
    const [confirmed, waiting, contactWaiting, chatsWaiting] = await Promise.all([
      manager.countBy(SubscriberEntity, { status: 'confirmed' }),
      manager.countBy(SubscriberEntity, { status: 'waiting' }),
      manager.countBy(ContactMessageEntity, { answeredAt: IsNull() }),
      manager.countBy(ChatConversationEntity, { waiting: true }),
    ]);
    return { confirmed, waiting, contactWaiting, chatsWaiting };
  }

  /** Newest first. */
  recentMessages(limit: number): Promise<ContactMessageEntity[]> {
    return this.dataSource.manager.find(ContactMessageEntity, {
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }
}
