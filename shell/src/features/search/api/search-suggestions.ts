import { apiRequest, buildQueryString } from '@site/api-client';
import { SEARCH_SUGGESTIONS, type SearchResults } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** Shorter terms match too much to be worth a request while typing. */
export const SUGGEST_MIN_LENGTH = 2;

/**
 * GET /api/search for the first few results of a trimmed term, offered by the header box as you type.
 * Disabled below SUGGEST_MIN_LENGTH. No retries: by the time one would land, the reader has typed on.
 */
export const searchSuggestionsQuery = (term: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', term],
    queryFn: ({ signal }) =>
      apiRequest<SearchResults>(
        'GET',
        `/api/search${buildQueryString({ q: term, pageSize: SEARCH_SUGGESTIONS })}`,
        undefined,
        { signal },
      ),
    enabled: term.length >= SUGGEST_MIN_LENGTH,
    retry: false,
  });
