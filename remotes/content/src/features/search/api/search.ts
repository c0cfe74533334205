import { apiRequest, buildQueryString } from '@site/api-client';
import type { SearchKind, SearchResults } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export interface SearchRequest {
  /** The trimmed term. */
  q: string;
  kind: SearchKind | null;
  page: number;
}

/** GET /api/search with the term, the kind when one is chosen and the page when not the first. */
export const searchQuery = ({ q, kind, page }: SearchRequest) =>
  queryOptions({
    queryKey: ['search', 'results', { q, kind, page }],
    queryFn: ({ signal }) =>
      apiRequest<SearchResults>(
        'GET',
        `/api/search${buildQueryString({ q, kind, page: page > 1 ? page : undefined })}`,
        undefined,
        { signal, errorText: 'Failed to search' },
      ),
  });
