import type { EntityManager } from 'typeorm';

/**
 * A lock named by any text, held until the transaction ends: it serialises work on a row that may not
 * exist yet (a new subscriber, a sender's first message), which a row lock cannot.
 */
export async function advisoryLock(manager: EntityManager, name: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [name]);
}
