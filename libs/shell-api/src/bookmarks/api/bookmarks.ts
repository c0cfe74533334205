import { apiRequest } from '@site/api-client';
import type { Bookmark } from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';

/** One list for the bookmarks page and every toggle, so saving anywhere shows everywhere at once. */
export const BOOKMARKS_QUERY_KEY = ['account', 'bookmarks'] as const;

/** GET /api/bookmarks: all of the reader's bookmarks (a bounded number), newest first. */
export const bookmarksQuery = () =>
  queryOptions({
    queryKey: BOOKMARKS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<Bookmark[]>('GET', '/api/bookmarks', undefined, { signal }),
    // The reader's own: never fetched by the server, which draws pages as an anonymous visitor sees them.
    meta: { personal: true },
  });

export const newestFirst = (a: Bookmark, b: Bookmark) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** Whether `bookmark` is the saved copy of this item. */
export const isSavedItem = (bookmark: Bookmark, item: { kind: string; target: string }) =>
  bookmark.kind === item.kind && bookmark.target === item.target;
