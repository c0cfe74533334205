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
/** The most parts one result lists: the best few moments of an episode, lessons of a course. */
export const SEARCH_HIT_PARTS_MAX = 3;

/**
 * A part of a result that matched too: a moment of an episode's transcript, a lesson of a matching course.
 * It is shown under its item, never as a result of its own.
 */
export interface SearchHitPart {
  /** What the part is called: a moment's time in the episode (`1:15`), a lesson's title. */
  title: string;
  /** Where the part is read inside the site: the episode at that second, the course at that lesson. */
  url: string;
  /** Sanitised HTML, as a hit's snippet. */
  snippet: string;
}

/** One result: a whole item (an essay, an episode, a course, a book), with the parts of it that matched. */
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
  /** Its best matching parts (at most SEARCH_HIT_PARTS_MAX) in the item's own order; empty for most items. */
  parts: SearchHitPart[];
}

/** Answer of `GET /api/search?q=&kind=&page=&pageSize=`. */
export interface SearchResults {
  /** The query as searched (trimmed). */
  query: string;
  /** The kind filtered by, or null for all kinds. */
  kind: SearchKind | null;
  page: number;
  pageSize: number;
  /** Items matched of every kind, whatever the filter, so the page can offer each kind with its count. */
  counts: Record<SearchKind, number>;
  /** Matches of the filtered kind (all kinds when none): what the pages run over. */
  total: number;
  /** This page's hits, best first. */
  hits: SearchHit[];
  /** "Did you mean …": a close known word or title when nothing matched, else null. */
  suggestion: string | null;
}
