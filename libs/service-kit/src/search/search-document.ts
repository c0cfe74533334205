import type { SearchKind } from '@site/contracts';

/**
 * The item a document is a part of, and the part's place among that item's parts. A part of its item's own
 * kind (a transcript line of an episode) is a place inside it: it makes its item a result, never one itself.
 * A part of another kind (a lesson of a course) is a result of its own, listed under its item instead when
 * the item matches too.
 */
export interface SearchPartOf {
  kind: SearchKind;
  ref: string;
  position: number;
}

/** What the search table holds of one findable item or part; `ref` is its slug, id or name, unique per kind. */
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
  /** Set for a part of a larger item. */
  partOf?: SearchPartOf;
}

/** A matching part of a ranked item, with its `ts_headline` (raw). */
export interface RankedPart {
  kind: SearchKind;
  ref: string;
  title: string;
  headline: string;
}

/** A matching item, best first, with its `ts_headline` (raw: still to be sanitised) and its best parts. */
export interface RankedDocument {
  kind: SearchKind;
  ref: string;
  title: string;
  date: string | null;
  /** The item's relevance: the greater of its own text's and its best part's. */
  rank: number;
  headline: string;
  /** Its best matching parts, in their item's order. */
  parts: RankedPart[];
}
