import { apiRequest } from '@site/api-client';
import type { Bookmark, BookmarkInput } from '@site/contracts';
import { mutationOptions } from '@tanstack/react-query';
import { BOOKMARKS_QUERY_KEY, isSavedItem } from './bookmarks';
import { BOOKMARK_CHANGE_KEY, refetchAfterLastChange } from './remove-bookmark';

/**
 * POST /api/bookmarks, optimistic: a stand-in bookmark (negative id) joins the cached list at once, is replaced by
 * the saved one, and leaves again when the call fails; `onFailure` then tells the reader.
 */
export const addBookmarkMutation = (onFailure?: (error: Error, item: BookmarkInput) => void) =>
  mutationOptions<Bookmark, Error, BookmarkInput>({
    mutationKey: BOOKMARK_CHANGE_KEY,
    mutationFn: (item) => apiRequest<Bookmark>('POST', '/api/bookmarks', item),
    onMutate: async (item, { client }) => {
      await client.cancelQueries({ queryKey: BOOKMARKS_QUERY_KEY });
      const standIn: Bookmark = { ...item, id: -Date.now(), createdAt: new Date().toISOString() };
      client.setQueryData<Bookmark[]>(BOOKMARKS_QUERY_KEY, (list) =>
        list ? [standIn, ...list.filter((bookmark) => !isSavedItem(bookmark, item))] : list,
      );
    },
    onSuccess: (saved, item, _result, { client }) => {
      client.setQueryData<Bookmark[]>(BOOKMARKS_QUERY_KEY, (list) =>
        list ? [saved, ...list.filter((bookmark) => !isSavedItem(bookmark, item))] : list,
      );
    },
    onError: (error, item, _result, { client }) => {
      client.setQueryData<Bookmark[]>(BOOKMARKS_QUERY_KEY, (list) =>
        list?.filter((bookmark) => bookmark.id > 0 || !isSavedItem(bookmark, item)),
      );
      onFailure?.(error, item);
    },
    onSettled: refetchAfterLastChange,
  });
