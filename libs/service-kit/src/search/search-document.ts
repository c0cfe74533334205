import type { SearchKind } from '@site/contracts';

/** What the search table holds of one findable item; `ref` is its slug, id or name, unique per kind. */
export interface SearchDocument {
  kind: SearchKind;
  ref: string;
  title: string;
  /** YYYY-MM-DD, or null for an undated item. */
  date: string | null;
  tags: string[];
  excerpt: string;
  /** Plain text, markdown stripped. */
  body: string;
}

/** A match, best first, with its `ts_headline` (raw: still to be sanitised). */
export interface RankedDocument {
  kind: SearchKind;
  ref: string;
  title: string;
  date: string | null;
  rank: number;
  headline: string;
}
