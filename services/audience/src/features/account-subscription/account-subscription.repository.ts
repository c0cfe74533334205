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

  /**
   * The account's address changed from `from` to `to`, which was just verified: a confirmed subscription of `from`
   * follows it, with no confirm link, since `to` is proven already. When `to` has a row of its own (a sign-up
   * waiting on its link, or one that ended) that row is confirmed and `from`'s ends; otherwise `from`'s row takes
   * the new address, with its tokens and the record of issues mailed to it. Answers whether `to` is subscribed.
   */
  moveConfirmed(from: string, to: string, now: Date): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      // Both addresses, always in the same order, so two moves between them never wait for each other.
      for (const email of [from, to].sort()) await advisoryLock(manager, `subscriber:${email}`);
      const old = await manager.findOneBy(SubscriberEntity, { email: from });
      const target = await manager.findOneBy(SubscriberEntity, { email: to });
      if (old?.status !== 'confirmed') return target?.status === 'confirmed';
      if (!target) {
        await manager.update(SubscriberEntity, { id: old.id }, { email: to });
        return true;
      }
      if (target.status !== 'confirmed') {
        await manager.update(
          SubscriberEntity,
          { id: target.id },
          { status: 'confirmed', confirmTokenHash: null, confirmedAt: now, unsubscribedAt: null },
        );
      }
      await manager.update(
        SubscriberEntity,
        { id: old.id },
        { status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null },
      );
      return true;
    });
  }

  /** Forgets the address, whatever its state, with the record of issues mailed to it; answers the rows removed. */
  remove(email: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await advisoryLock(manager, `subscriber:${email}`);
      return (await manager.delete(SubscriberEntity, { email })).affected ?? 0;
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
