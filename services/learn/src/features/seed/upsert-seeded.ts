import type { EntityManager, EntityTarget, QueryDeepPartialEntity } from 'typeorm';
import type { SeededEntity } from './seeded.entity.js';

/**
 * Inserts a row written from a seed, or rewrites the given columns (database names) when the seed's hash
 * changed. Answers the row's id, or null when the stored hash matched and nothing was written.
 */
export async function upsertSeeded<T extends SeededEntity>(
  manager: EntityManager,
  target: EntityTarget<T>,
  values: QueryDeepPartialEntity<T>,
  columns: string[],
): Promise<number | null> {
  const written = await manager
    .createQueryBuilder(target, 'seeded')
    .insert()
    .values(values)
    .orUpdate([...columns, 'content_hash'], ['slug'], {
      overwriteCondition: { where: 'seeded.contentHash <> EXCLUDED.content_hash' },
    })
    .execute();
  // No row comes back when the update was skipped.
  const rows = written.raw as { id: number }[];
  return rows.length > 0 ? rows[0].id : null;
}
