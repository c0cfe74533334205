import type { SearchHit, SearchKind } from './search.js';
import { SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE_MAX } from './search.js';

/**
 * The internal search each service answers for the gateway, outside `/api` (the gateway never forwards it):
 * `GET /search?q=&kinds=&limit=`.
 */
export const SERVICE_SEARCH_PATH = 'search';

/** The most hits a service ranks for one answer: the deepest page of the largest size. */
export const SERVICE_SEARCH_LIMIT_MAX = SEARCH_PAGE_MAX * SEARCH_PAGE_SIZE_MAX;

/** A "did you mean" candidate and how close it is to what was typed (pg_trgm similarity, 0 to 1). */
export interface SearchSuggestion {
  text: string;
  score: number;
}

/** One service's answer: its best hits of the asked kinds, and its counts for every kind it owns. */
export interface ServiceSearchAnswer {
  hits: SearchHit[];
  counts: Partial<Record<SearchKind, number>>;
  /** Only when nothing of this service matched. */
  suggestion: SearchSuggestion | null;
}
