/**
 * Site search (`GET /api/search`): the gateway asks each service to search its own tables and merges
 * the answers by rank. Types and limits only, shared by the gateway, the services and the browser.
 */

/** What search finds, in the order the results page groups them. The library issue adds 'library' and 'episode'. */
export const SEARCH_KINDS = ['essay', 'journal', 'topic', 'library', 'episode', 'course', 'lesson', 'quiz'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_PAGE_SIZE_DEFAULT = 10;
export const SEARCH_PAGE_SIZE_MAX = 50;
/** The deepest page: each service ranks at most `SEARCH_PAGE_MAX * pageSize` hits for one answer. */
export const SEARCH_PAGE_MAX = 20;
/** How many results the header box offers while typing. */
export const SEARCH_SUGGESTIONS = 5;

/** One result. */
export interface SearchHit {
  kind: SearchKind;
  /** The item's slug or id, unique per kind. */
  id: string;
  title: string;
  /** Where the item is read, a path inside the site (may carry `?t=` or `#` for a place inside it). */
  url: string;
  /** Sanitised HTML: text with the matched words in `<mark>`, nothing else. */
  snippet: string;
  /** Relevance; higher is better. Comparable across kinds and services. */
  rank: number;
  /** Publication date (ISO), when the item has one. */
  date?: string;
}

/** Answer of `GET /api/search?q=&kind=&page=&pageSize=`. */
export interface SearchResults {
  /** The query as searched (trimmed). */
  query: string;
  /** The kind filtered by, or null for all kinds. */
  kind: SearchKind | null;
  page: number;
  pageSize: number;
  /** Matches of every kind, whatever the filter, so the page can offer each kind with its count. */
  counts: Record<SearchKind, number>;
  /** Matches of the filtered kind (all kinds when none): what the pages run over. */
  total: number;
  /** This page's hits, best first. */
  hits: SearchHit[];
  /** "Did you mean …": a close known word or title when nothing matched, else null. */
  suggestion: string | null;
}
