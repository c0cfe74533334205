import type { EssayFilters } from './essay.js';

/** Essays on one page of GET /api/essays when pageSize is not given, and on one page of /essays. */
export const ESSAY_PAGE_SIZE = 20;
/** The most essays one request may ask for. */
export const ESSAY_PAGE_SIZE_MAX = 100;
/** The highest page number the API accepts, so the offset stays a plain integer. */
export const ESSAY_PAGE_MAX = 1_000_000;

/** The query of GET /api/essays: the filters, and which page of the result (1-based). */
export interface EssayListParams extends EssayFilters {
  page?: number;
  pageSize?: number;
}
