import { apiRequest } from '@site/api-client';
import type { Bookmark } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

export const BOOKMARKS_QUERY_KEY = ['account', 'bookmarks'] as const;

/** GET /api/bookmarks: all of the reader's bookmarks, newest first. */
export const bookmarksQuery = () =>
  queryOptions({
    queryKey: BOOKMARKS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<Bookmark[]>('GET', '/api/bookmarks', undefined, { signal }),
  });
