import type { EntityManager } from 'typeorm';

/** What the author may remove that the shipped seed also holds. */
export type RemovedKind = 'book' | 'shelf';

/**
 * Remembers that the author removed a book or shelf under this slug (or moved a book off it), so the seed, which
 * adds what is missing at every start, leaves it out.
 */
export async function recordRemoval(manager: EntityManager, kind: RemovedKind, slug: string): Promise<void> {
  await manager.query(
    `INSERT INTO content.library_removals (kind, slug) VALUES ($1, $2) ON CONFLICT (kind, slug) DO NOTHING`,
    [kind, slug],
  );
}

/** The slugs of this kind the author removed. */
export async function removedSlugs(manager: EntityManager, kind: RemovedKind): Promise<Set<string>> {
  const rows: { slug: string }[] = await manager.query(`SELECT slug FROM content.library_removals WHERE kind = $1`, [
    kind,
  ]);
  return new Set(rows.map((row) => row.slug));
}
