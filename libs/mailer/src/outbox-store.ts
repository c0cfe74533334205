import { In, type DataSource, type EntityManager } from 'typeorm';
import type { OutgoingMail } from './mail.js';
import { OutboxMailEntity } from './outbox-mail.entity.js';

/** The outbox table of one service. */
export class OutboxStore {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Writes the mail in the caller's transaction, so it exists exactly when the change that caused it does.
   * Answers the row's id, for a caller that follows the mail's delivery.
   */
  async add(manager: EntityManager, mail: OutgoingMail): Promise<number> {
    const { identifiers } = await manager.insert(OutboxMailEntity, { mail, nextAttemptAt: new Date() });
    return (identifiers[0] as Pick<OutboxMailEntity, 'id'>).id;
  }

  /**
   * Takes up to `limit` due mails for `leaseMs`: they are moved that far ahead, so no other worker takes
   * them while this one sends. `FOR UPDATE SKIP LOCKED` lets replicas claim at the same moment without
   * waiting for each other or ever claiming the same row.
   */
  claimDue(limit: number, leaseMs: number): Promise<OutboxMailEntity[]> {
    return this.dataSource.transaction(async (manager) => {
      const now = new Date();
      const due = await manager
        .createQueryBuilder(OutboxMailEntity, 'outbox')
        .where('outbox.sentAt IS NULL')
        .andWhere('outbox.nextAttemptAt <= :now', { now })
        .orderBy('outbox.nextAttemptAt')
        .addOrderBy('outbox.id')
        .limit(limit)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      if (due.length === 0) return [];
      await manager.update(
        OutboxMailEntity,
        { id: In(due.map((mail) => mail.id)) },
        { nextAttemptAt: new Date(now.getTime() + leaseMs) },
      );
      return due;
    });
  }

  async markSent(id: number): Promise<void> {
    await this.dataSource.getRepository(OutboxMailEntity).update({ id }, { sentAt: new Date(), lastError: null });
  }

  async retryLater(id: number, attempts: number, error: string, at: Date): Promise<void> {
    await this.dataSource
      .getRepository(OutboxMailEntity)
      .update({ id }, { attempts, lastError: error.slice(0, 1000), nextAttemptAt: at });
  }
}
