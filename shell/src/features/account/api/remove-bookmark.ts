import { apiRequest, ApiError } from '@site/api-client';
import type { Bookmark } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { BOOKMARKS_QUERY_KEY } from './bookmarks';

const REMOVE_BOOKMARK_KEY = [...BOOKMARKS_QUERY_KEY, 'remove'] as const;

const newestFirst = (a: Bookmark, b: Bookmark) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

async function removeBookmark(bookmark: Bookmark): Promise<void> {
  try {
    await apiRequest('DELETE', `/api/bookmarks/${bookmark.id}`);
  } catch (error) {
    // Already gone (removed in another tab): what the reader asked for is done.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/**
 * DELETE /api/bookmarks/:id, optimistic: the bookmark leaves the cached list at once and is put back in its
 * place when the call fails; `onFailure` then tells the reader.
 */
export const removeBookmarkMutation = (onFailure?: (error: Error, bookmark: Bookmark) => void) =>
  mutationOptions<void, Error, Bookmark>({
    mutationKey: REMOVE_BOOKMARK_KEY,
    mutationFn: removeBookmark,
    onMutate: async (bookmark, { client }) => {
      // A list already on its way would bring the bookmark back.
      await client.cancelQueries({ queryKey: BOOKMARKS_QUERY_KEY });
      client.setQueryData<Bookmark[]>(BOOKMARKS_QUERY_KEY, (list) => list?.filter(({ id }) => id !== bookmark.id));
    },
    onError: (error, bookmark, _result, { client }) => {
      client.setQueryData<Bookmark[]>(BOOKMARKS_QUERY_KEY, (list) =>
        list && !list.some(({ id }) => id === bookmark.id) ? [...list, bookmark].sort(newestFirst) : list,
      );
      onFailure?.(error, bookmark);
    },
    onSettled: async (_data, _error, _bookmark, _result, { client }) => {
      // While other removals are pending, a fresh list would still hold them; the last one refetches.
      if (client.isMutating({ mutationKey: REMOVE_BOOKMARK_KEY }) === 1) {
        await client.invalidateQueries({ queryKey: BOOKMARKS_QUERY_KEY });
      }
    },
  });
