import { Injectable } from '@nestjs/common';
import type { LibraryItemRef } from '@site/contracts';
import { DataSource } from 'typeorm';

/** Where one kind of library item is stored, and how its address is made. */
interface ItemSource {
  kind: LibraryItemRef['kind'];
  table: string;
  slug: string;
  title: string;
  added: string;
  href: (slug: string) => string;
}

/**
 * Every kind of item the library holds. The other slices' tables are read with plain SQL, since a service
 * feature never imports another's internals; a table that is not there (yet) counts as empty.
 */
const SOURCES: readonly ItemSource[] = [
  { kind: 'book', table: 'books', slug: 'slug', title: 'title', added: 'added_at', href: (s) => `/library/books#${s}` },
  {
    kind: 'paper',
    table: 'papers',
    slug: 'slug',
    title: 'title',
    added: 'added_at',
    href: (s) => `/library/academic#${s}`,
  },
  {
    kind: 'audio',
    table: 'audio_items',
    slug: 'slug',
    title: 'title',
    added: 'added_at',
    href: (s) => `/library/audio#${s}`,
  },
  {
    kind: 'document',
    table: 'library_documents',
    slug: 'name',
    title: 'title',
    added: 'added_at',
    href: (s) => `/library/document/${encodeURIComponent(s)}`,
  },
  {
    kind: 'episode',
    table: 'podcast_episodes',
    slug: 'slug',
    title: 'title',
    added: 'published_at',
    href: (s) => `/podcast/episode/${encodeURIComponent(s)}`,
  },
];

export type LibraryCounts = Record<LibraryItemRef['kind'], number>;

/** Counts and newest additions across all of the library's tables. */
@Injectable()
export class LibraryItemsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async counts(): Promise<LibraryCounts> {
    const present = await this.presentSources();
    const counts: LibraryCounts = { book: 0, paper: 0, audio: 0, document: 0, episode: 0 };
    if (present.length === 0) return counts;
    const rows = await this.dataSource.query<{ kind: LibraryItemRef['kind']; count: number }[]>(
      present
        .map((s) => `SELECT '${s.kind}' AS kind, count(*)::int AS count FROM content.${s.table}`)
        .join(' UNION ALL '),
    );
    for (const row of rows) counts[row.kind] = row.count;
    return counts;
  }

  /** The newest `limit` items of any kind, newest first. */
  async recent(limit: number): Promise<LibraryItemRef[]> {
    const present = await this.presentSources();
    if (present.length === 0) return [];
    // Each kind's newest few first, so the merge reads no more than `limit` rows of any table.
    const union = present
      .map(
        (s) =>
          `(SELECT '${s.kind}' AS kind, ${s.slug}::text AS slug, ${s.title}::text AS title, ${s.added}::timestamptz AS added
            FROM content.${s.table} ORDER BY ${s.added} DESC LIMIT $1)`,
      )
      .join(' UNION ALL ');
    const rows = await this.dataSource.query<
      { kind: LibraryItemRef['kind']; slug: string; title: string; added: Date }[]
    >(`SELECT * FROM (${union}) AS items ORDER BY added DESC, title ASC LIMIT $1`, [limit]);
    const byKind = new Map(SOURCES.map((s) => [s.kind, s]));
    return rows.map((row) => ({
      kind: row.kind,
      slug: row.slug,
      title: row.title,
      href: byKind.get(row.kind)!.href(row.slug),
      addedAt: new Date(row.added).toISOString(),
    }));
  }

  /** The sources whose table exists with the columns read here. */
  private async presentSources(): Promise<ItemSource[]> {
    const columns = await this.dataSource.query<{ table_name: string; column_name: string }[]>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'content' AND table_name = ANY($1)`,
      [SOURCES.map((s) => s.table)],
    );
    const has = (table: string, column: string) =>
      columns.some((row) => row.table_name === table && row.column_name === column);
    return SOURCES.filter((s) => [s.slug, s.title, s.added].every((column) => has(s.table, column)));
  }
}
