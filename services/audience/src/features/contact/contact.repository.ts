import { Injectable } from '@nestjs/common';
import { Outbox, type OutgoingMail } from '@site/mailer';
import { DataSource, MoreThan } from 'typeorm';
import { advisoryLock } from '../../database/advisory-lock.js';
import { notifyInbox } from '../chat/inbox-notice.js';
import { ContactMessageEntity } from './contact-message.entity.js';

export type NewContactMessage = Pick<ContactMessageEntity, 'name' | 'email' | 'subject' | 'message' | 'ipHash'>;

const HOUR_MS = 60 * 60_000;

@Injectable()
export class ContactRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Stores the message and its mail in one transaction, unless its address or its sender has sent `perHour`
   * messages in the last hour; then nothing is stored. Answers whether it was stored.
   */
  addWithinLimit(message: NewContactMessage, mail: OutgoingMail, perHour: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      // One sender's messages one after another, so simultaneous ones cannot all pass the count.
      await advisoryLock(manager, `contact-email:${message.email.toLowerCase()}`);
      await advisoryLock(manager, `contact-ip:${message.ipHash}`);
      const since = new Date(Date.now() - HOUR_MS);
      const byEmail = await manager
        .createQueryBuilder(ContactMessageEntity, 'message')
        .where('lower(message.email) = :email', { email: message.email.toLowerCase() })
        .andWhere('message.createdAt > :since', { since })
        .getCount();
      const byIp = await manager.countBy(ContactMessageEntity, { ipHash: message.ipHash, createdAt: MoreThan(since) });
      if (byEmail >= perHour || byIp >= perHour) return false;
      const { identifiers } = await manager.insert(ContactMessageEntity, message);
      await this.outbox.add(manager, mail);
      await notifyInbox(manager, { kind: 'contact', id: Number(identifiers[0].id), from: 'visitor' });
      return true;
    });
  }
}
