import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { advisoryLock } from '../../database/advisory-lock.js';
import { SubscriberEntity, type SubscriberStatus } from '../newsletter/subscriber.entity.js';
import { newToken, tokenHash } from '../newsletter/tokens.js';

/** The subscriber row of one address, written under the same lock the public sign-up takes. */
@Injectable()
export class AccountSubscriptionRepository {
  constructor(private readonly dataSource: DataSource) {}

  async status(email: string): Promise<SubscriberStatus | null> {
    const row = await this.dataSource.getRepository(SubscriberEntity).findOne({
      select: { status: true },
      where: { email },
    });
    return row?.status ?? null;
  }

  /** Confirmed now, with no confirm link left to use; a new address gets its unsubscribe token for later mail. */
  confirm(email: string, now: Date): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await advisoryLock(manager, `subscriber:${email}`);
      const existing = await manager.findOneBy(SubscriberEntity, { email });
      if (existing?.status === 'confirmed') return;
      const fields = { status: 'confirmed' as const, confirmTokenHash: null, confirmedAt: now, unsubscribedAt: null };
      if (existing) await manager.update(SubscriberEntity, { id: existing.id }, fields);
      else {
        await manager.insert(SubscriberEntity, {
          email,
          ...fields,
          unsubscribeTokenHash: tokenHash(newToken()),
          confirmSentAt: now,
        });
      }
    });
  }

  /** Unsubscribed now; an address that never subscribed stays unknown. */
  unsubscribe(email: string, now: Date): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await advisoryLock(manager, `subscriber:${email}`);
      await manager.update(
        SubscriberEntity,
        { email, status: 'confirmed' },
        { status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null },
      );
      // A waiting sign-up's confirm link would subscribe the address again: it stops working.
      await manager.update(
        SubscriberEntity,
        { email, status: 'waiting' },
        { status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null },
      );
    });
  }
}
