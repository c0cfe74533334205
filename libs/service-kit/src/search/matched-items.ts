import type { SearchKind } from '@site/contracts';
import type { RankedDocument, RankedPart } from './search-document.js';

/** Counts per kind of every item that matched, and the best items asked for. */
export interface Matches {
  counts: Partial<Record<SearchKind, number>>;
  best: RankedDocument[];
}

/** A row of `bestItemsSql`: a count (ref null, value the count), an item (value its rank) or a part (item_ref set). */
export interface MatchRow {
  kind: SearchKind;
  ref: string | null;
  value: number | string | null;
  title: string;
  date: string | null;
  headline: string | null;
  item_kind: SearchKind | null;
  item_ref: string | null;
  position: number | null;
}

/** Best first, as the query picks them: rank, then newest, then kind and ref. */
const byRank = (a: RankedDocument, b: RankedDocument) =>
  b.rank - a.rank ||
  (b.date ?? '').localeCompare(a.date ?? '') ||
  a.kind.localeCompare(b.kind) ||
  a.ref.localeCompare(b.ref);

const itemKey = (kind: SearchKind, ref: string) => JSON.stringify([kind, ref]);

const partOf = (row: MatchRow): RankedPart => ({
  kind: row.kind,
  ref: row.ref ?? '',
  title: row.title,
  headline: row.headline ?? '',
});

/** The rows of `bestItemsSql` as counts and best items, each item with its parts in their item's order. */
export function matchedItems(rows: MatchRow[]): Matches {
  const counts: Partial<Record<SearchKind, number>> = {};
  const best: RankedDocument[] = [];
  const parts: { of: string; position: number; part: RankedPart }[] = [];
  for (const row of rows) {
    if (row.ref === null) counts[row.kind] = Number(row.value);
    else if (row.item_kind === null || row.item_ref === null) {
      best.push({ ...partOf(row), date: row.date, rank: Number(row.value), parts: [] });
    } else parts.push({ of: itemKey(row.item_kind, row.item_ref), position: Number(row.position), part: partOf(row) });
  }
  const items = new Map(best.map((item) => [itemKey(item.kind, item.ref), item]));
  for (const { of, part } of parts.sort((a, b) => a.position - b.position)) items.get(of)?.parts.push(part);
  return { counts, best: best.sort(byRank) };
}
