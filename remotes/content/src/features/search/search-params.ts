import { SEARCH_KINDS, type SearchKind } from '@site/contracts';
import { readPage } from '../essays/essay-filters';

export interface SearchState {
  /** Trimmed; empty when there is nothing to search. */
  term: string;
  /** Null for all kinds, and for a kind the site does not know. */
  kind: SearchKind | null;
  page: number;
}

function isSearchKind(value: string | null): value is SearchKind {
  return (SEARCH_KINDS as readonly (string | null)[]).includes(value);
}

/** The search the address asks for: `q`, `kind` and `page`. */
export function readSearch(params: URLSearchParams): SearchState {
  const kind = params.get('kind');
  return { term: params.get('q')?.trim() ?? '', kind: isSearchKind(kind) ? kind : null, page: readPage(params) };
}

/** The query string of a search from its first page: the term, and the kind when one is chosen. */
export function searchSearch(term: string, kind: SearchKind | null = null): string {
  const params = new URLSearchParams({ q: term });
  if (kind) params.set('kind', kind);
  return `?${params}`;
}
