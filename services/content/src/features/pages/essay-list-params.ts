import { ESSAY_PAGE_MAX, ESSAY_SORTS, unsafeTextProblem, type EssayListParams, type EssaySort } from '@site/contracts';

/** The longest filter values the API takes (`EssayQueryDto`). */
const LIMITS = { query: 200, tag: 100, topic: 100 } as const;

/**
 * The parameters the essay list screen asks the API for at this address, built as its `filterParams`
 * and `readPage` build them (so the query key is the same): filters only when set, sortBy only when not
 * 'date', page only after the first. Null when the API would refuse them; the screen then asks itself.
 */
export function essayListParams(search: URLSearchParams): EssayListParams | null {
  const params: EssayListParams = {};
  for (const name of ['query', 'tag', 'topic'] as const) {
    const value = name === 'query' ? search.get(name)?.trim() : search.get(name);
    if (!value) continue;
    if (value.length > LIMITS[name] || unsafeTextProblem(value)) return null;
    params[name] = value;
  }
  const sortBy = search.get('sortBy');
  if ((ESSAY_SORTS as readonly (string | null)[]).includes(sortBy) && sortBy !== 'date') {
    params.sortBy = sortBy as EssaySort;
  }
  const page = readPage(search);
  if (page > ESSAY_PAGE_MAX) return null;
  if (page > 1) params.page = page;
  return params;
}

/** `?page=` as the screen reads it: 1 unless a whole number above 1. */
export function readPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** The list screen's filters with every field set ('' for "not filtered"), as its `readFilters` reads them. */
export interface FilterState {
  query: string;
  tag: string;
  topic: string;
  sortBy: EssaySort;
}

export function readFilterState(search: URLSearchParams): FilterState {
  const sortBy = search.get('sortBy');
  return {
    query: search.get('query')?.trim() ?? '',
    tag: search.get('tag') ?? '',
    topic: search.get('topic') ?? '',
    sortBy: (ESSAY_SORTS as readonly (string | null)[]).includes(sortBy) ? (sortBy as EssaySort) : 'date',
  };
}

/** The /essays address of these filters, as the screen's `essaysPath` writes it. */
export function essaysPath({ query, tag, topic, sortBy }: FilterState): string {
  const search = new URLSearchParams();
  if (query) search.set('query', query);
  if (tag) search.set('tag', tag);
  if (topic) search.set('topic', topic);
  if (sortBy !== 'date') search.set('sortBy', sortBy);
  const text = search.toString();
  return text ? `/essays?${text}` : '/essays';
}
