import { apiRequest, ApiError } from '@site/api-client';
import type { Bookmark } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { BOOKMARKS_QUERY_KEY, newestFirst } from './bookmarks';

export const BOOKMARK_CHANGE_KEY = [...BOOKMARKS_QUERY_KEY, 'change'] as const;

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
    mutationKey: BOOKMARK_CHANGE_KEY,
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
    onSettled: refetchAfterLastChange,
  });

/** While other changes are pending, a fresh list would still miss them; the last one refetches. */
export async function refetchAfterLastChange(
  _data: unknown,
  _error: unknown,
  _variables: unknown,
  _result: unknown,
  { client }: { client: import('@tanstack/react-query').QueryClient },
): Promise<void> {
  if (client.isMutating({ mutationKey: BOOKMARK_CHANGE_KEY }) === 1) {
    await client.invalidateQueries({ queryKey: BOOKMARKS_QUERY_KEY });
  }
}
