// The bookmark toggle and the reader's bookmarks, apart from the package's root: only pages that show a toggle
// (essays, courses, library items…) load it, never the first screen of every page.
export { BookmarkToggle, type BookmarkToggleProps } from './BookmarkToggle';
export { BOOKMARKS_QUERY_KEY, bookmarksQuery } from './api/bookmarks';
export { removeBookmarkMutation } from './api/remove-bookmark';
