import type { EntityManager, EntityTarget } from 'typeorm';
import { AuditEventEntity } from '../audit-events/audit-event.entity.js';

/** What goes out by itself when its time comes: its table, its audit words and its page. */
export interface Scheduled {
  entity: EntityTarget<{ id: number; status: string; updatedAt: Date }>;
  /** `pg_try_advisory_xact_lock` key of the job, the same on every replica. */
  lockKey: string;
  words: (title: string) => string;
  pathOf: (slug: string) => string;
}

/**
 * Publishes the scheduled rows whose time has come and answers their ids; on one replica at a time (a
 * transaction-scoped advisory lock: another replica finds it taken and does nothing this round). One statement
 * checks the status again, so a round that overlaps another publishes nothing twice; the audit log learns of each
 * in the same transaction.
 */
export async function publishDue(manager: EntityManager, scheduled: Scheduled, now: Date): Promise<number[]> {
  const [{ locked }]: { locked: boolean }[] = await manager.query(
    'SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked',
    [scheduled.lockKey],
  );
  if (!locked) return [];
  const { raw } = await manager
    .createQueryBuilder()
    .update(scheduled.entity)
    .set({ status: 'published', updatedAt: now })
    .where(`status = 'scheduled' AND published_at <= :now`, { now })
    .returning(['id', 'title', 'slug'])
    .execute();
  const published = raw as { id: number; title: string; slug: string }[];
  if (published.length > 0) {
    await manager.insert(
      AuditEventEntity,
      published.map(({ title, slug }) => ({ summary: scheduled.words(title), path: scheduled.pathOf(slug) })),
    );
  }
  return published.map((row) => row.id);
}
