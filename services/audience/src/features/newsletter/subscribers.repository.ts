import { Injectable } from '@nestjs/common';
import { Outbox, type OutgoingMail } from '@site/mailer';
import { DataSource, Repository } from 'typeorm';
import { advisoryLock } from '../../database/advisory-lock.js';
import { NewsletterDeliveryEntity } from './newsletter-delivery.entity.js';
import { SubscriberEntity } from './subscriber.entity.js';

export type SubscriberFields = Omit<SubscriberEntity, 'id' | 'email' | 'createdAt'>;

/** What a locked subscriber's work may write: both are committed together, or neither. */
export interface SubscriberWrites {
  save(fields: SubscriberFields): Promise<void>;
  mail(mail: OutgoingMail): Promise<void>;
}

@Injectable()
export class SubscribersRepository {
  private readonly subscribers: Repository<SubscriberEntity>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {
    this.subscribers = dataSource.getRepository(SubscriberEntity);
  }

  /** Runs `work` on the address's row (null for a new address) with the address locked, in one transaction. */
  withLocked<T>(
    email: string,
    work: (existing: SubscriberEntity | null, writes: SubscriberWrites) => Promise<T>,
  ): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await advisoryLock(manager, `subscriber:${email}`);
      const existing = await manager.findOneBy(SubscriberEntity, { email });
      return work(existing, {
        save: async (fields) => {
          if (existing) await manager.update(SubscriberEntity, { id: existing.id }, fields);
          else await manager.insert(SubscriberEntity, { email, ...fields });
        },
        mail: async (mail) => {
          await this.outbox.add(manager, mail);
        },
      });
    });
  }

  findByConfirmHash(hash: string): Promise<SubscriberEntity | null> {
    return this.subscribers.findOneBy({ confirmTokenHash: hash });
  }

  /** The subscriber of a token: the one of their confirm mail, or that of any issue mailed to them. */
  async findByUnsubscribeHash(hash: string): Promise<SubscriberEntity | null> {
    return (
      (await this.subscribers.findOneBy({ unsubscribeTokenHash: hash })) ??
      this.subscribers
        .createQueryBuilder('subscriber')
        .innerJoin(NewsletterDeliveryEntity, 'delivery', 'delivery.subscriberId = subscriber.id')
        .where('delivery.unsubscribeTokenHash = :hash', { hash })
        .getOne()
    );
  }

  async update(id: number, fields: Partial<SubscriberFields>): Promise<void> {
    await this.subscribers.update({ id }, fields);
  }
}
