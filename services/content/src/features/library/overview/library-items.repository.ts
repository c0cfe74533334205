import { Injectable } from '@nestjs/common';
import { libraryItemHref, type LibraryItemRef } from '@site/contracts';
import { DataSource } from 'typeorm';

/**
 * Where one kind of library item is stored: its table, the columns of its key, title and date added, and the
 * condition of the rows readers see.
 */
interface ItemSource {
  kind: LibraryItemRef['kind'];
  table: string;
  key: string;
  added: string;
  shown: string;
}

/**
 * Every kind of item the library holds. The other slices' tables are read with plain SQL, since a service
 * feature never imports another's internals.
 */
const SOURCES: readonly ItemSource[] = [
  { kind: 'book', table: 'books', key: 'slug', added: 'added_at', shown: 'true' },
  { kind: 'paper', table: 'papers', key: 'slug', added: 'added_at', shown: 'true' },
  { kind: 'audio', table: 'audio_items', key: 'slug', added: 'added_at', shown: `status = 'published'` },
  { kind: 'document', table: 'library_documents', key: 'name', added: 'added_at', shown: 'true' },
  { kind: 'episode', table: 'podcast_episodes', key: 'slug', added: 'published_at', shown: `status = 'published'` },
];

export type LibraryCounts = Record<LibraryItemRef['kind'], number>;

/** Counts and newest additions across all of the library's tables. */
@Injectable()
export class LibraryItemsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async counts(): Promise<LibraryCounts> {
    const counts: LibraryCounts = { book: 0, paper: 0, audio: 0, document: 0, episode: 0 };
    const rows = await this.dataSource.query<{ kind: LibraryItemRef['kind']; count: number }[]>(
      SOURCES.map(
        (s) => `SELECT '${s.kind}' AS kind, count(*)::int AS count FROM content.${s.table} WHERE ${s.shown}`,
      ).join(' UNION ALL '),
    );
    for (const row of rows) counts[row.kind] = row.count;
    return counts;
  }

  /** The newest `limit` items of any kind, newest first. */
  async recent(limit: number): Promise<LibraryItemRef[]> {
    // Each kind's newest few first, so the merge reads no more than `limit` rows of any table.
    const union = SOURCES.map(
      (s) =>
        `(SELECT '${s.kind}' AS kind, ${s.key}::text AS slug, title::text AS title, ${s.added}::timestamptz AS added
            FROM content.${s.table} WHERE ${s.shown} ORDER BY ${s.added} DESC LIMIT $1)`,
    ).join(' UNION ALL ');
    const rows = await this.dataSource.query<
      { kind: LibraryItemRef['kind']; slug: string; title: string; added: Date }[]
    >(`SELECT * FROM (${union}) AS items ORDER BY added DESC, title ASC LIMIT $1`, [limit]);
    return rows.map((row) => ({
      kind: row.kind,
      slug: row.slug,
      title: row.title,
      href: libraryItemHref(row.kind, row.slug),
      addedAt: new Date(row.added).toISOString(),
    }));
  }
}
