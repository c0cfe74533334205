import { ESSAY_SORTS, type EssayFilters, type EssayListParams, type EssaySort } from '@site/contracts';

/** The essay list's filters with every field set; '' means "not filtered". */
export interface EssayFilterState {
  query: string;
  tag: string;
  topic: string;
  sortBy: EssaySort;
}

export const NO_FILTERS: EssayFilterState = { query: '', tag: '', topic: '', sortBy: 'date' };

function isSort(value: string | null): value is EssaySort {
  return (ESSAY_SORTS as readonly (string | null)[]).includes(value);
}

/** The filters held in the address (/essays?query=…&tag=…&topic=…&sortBy=…). */
export function readFilters(params: URLSearchParams): EssayFilterState {
  const sortBy = params.get('sortBy');
  return {
    query: params.get('query')?.trim() ?? '',
    tag: params.get('tag') ?? '',
    topic: params.get('topic') ?? '',
    sortBy: isSort(sortBy) ? sortBy : 'date',
  };
}

/**
 * The parameters to put in the address and the request: filters only when non-empty, sortBy only
 * when not the default 'date'.
 */
export function filterParams(filters: EssayFilterState): EssayFilters {
  const params: EssayFilters = {};
  const query = filters.query.trim();
  if (query) params.query = query;
  if (filters.tag) params.tag = filters.tag;
  if (filters.topic) params.topic = filters.topic;
  if (filters.sortBy !== 'date') params.sortBy = filters.sortBy;
  return params;
}

/** What one page of the list asks the API for: the filters, and the page when not the first. */
export function listParams(filters: EssayFilterState, page: number): EssayListParams {
  return { ...filterParams(filters), ...(page > 1 && { page }) };
}

/** The /essays address for these filters. */
export function essaysPath(filters: EssayFilterState): string {
  const search = new URLSearchParams(filterParams(filters) as Record<string, string>).toString();
  return search ? `/essays?${search}` : '/essays';
}

/** Whether the reader has narrowed the list (the sort order does not narrow it). */
export function hasActiveFilters(filters: EssayFilterState): boolean {
  return Boolean(filters.query.trim() || filters.tag || filters.topic);
}

/** The page number in the address (`?page=2`); 1 when absent or not a whole number above 0. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** The query string of the same address on another page; page 1 carries no `page` at all. */
export function pageSearch(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const search = next.toString();
  return search ? `?${search}` : '';
}
