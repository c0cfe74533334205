import { Injectable } from '@nestjs/common';
import { UNVERIFIED_ACCOUNT_MAX_DAYS } from '@site/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { UserEntity } from './user.entity.js';

const DAY_MS = 24 * 60 * 60_000;
/** `pg_try_advisory_xact_lock` key of the purge, the same on every replica. */
export const PURGE_LOCK = 'identity:unverified-accounts-purge';

/** An account made before this moment whose address is still unverified is past its time. */
export const unverifiedCutoff = (now: Date) => new Date(now.getTime() - UNVERIFIED_ACCOUNT_MAX_DAYS * DAY_MS);

/**
 * Accounts whose address was never verified. Deleting one takes its codes, reset links, bookmarks, avatar and
 * preferences with it (the tables' cascades). An administrator is never deleted here.
 */
@Injectable()
export class UnverifiedAccountsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Deletes every such account made before `createdBefore`; null when another replica holds the purge's lock
   * (a transaction-scoped advisory lock, so one replica does each round).
   */
  purge(createdBefore: Date): Promise<number | null> {
    return this.dataSource.transaction(async (manager) => {
      const [{ locked }]: { locked: boolean }[] = await manager.query(
        'SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked',
        [PURGE_LOCK],
      );
      return locked ? deleteUnverified(manager, createdBefore) : null;
    });
  }

  /** Deletes those of `ids` still unverified and made before `createdBefore`, for a registration to take their place. */
  remove(ids: number[], createdBefore: Date): Promise<number> {
    return deleteUnverified(this.dataSource.manager, createdBefore, ids);
  }
}

/** The state is checked again in the statement itself, so an account verified meanwhile stays. */
async function deleteUnverified(manager: EntityManager, createdBefore: Date, ids?: number[]): Promise<number> {
  const query = manager
    .createQueryBuilder()
    .delete()
    .from(UserEntity)
    .where('email_verified = false AND is_admin = false AND created_at < :createdBefore', { createdBefore });
  if (ids) query.andWhere('id IN (:...ids)', { ids });
  return (await query.execute()).affected ?? 0;
}
