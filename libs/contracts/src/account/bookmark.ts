/**
 * Bookmarks: what a signed-in reader saved to come back to (identity service, `/api/bookmarks`).
 * Types and limits only, shared by the shell and the service so both judge a bookmark by one set of rules.
 */

/** What can be saved, in the order the bookmarks page lists its groups. */
export const BOOKMARK_KINDS = ['essay', 'article', 'journal', 'course', 'quiz', 'library', 'episode'] as const;
export type BookmarkKind = (typeof BOOKMARK_KINDS)[number];

export const BOOKMARK_TARGET_MAX = 200;
export const BOOKMARK_TITLE_MAX = 300;
export const BOOKMARK_PATH_MAX = 500;

/** The most bookmarks one reader keeps; the list answers all of them, so it stays bounded. */
export const BOOKMARKS_MAX = 500;

/** A slug or an id: letters, digits and `- _ . : ~`, starting with a letter or digit. */
export const BOOKMARK_TARGET_PATTERN = /^[A-Za-z0-9][\w.:~-]*$/;

/**
 * A path inside the site: one leading '/', never '//' or '/\' (which browsers read as another host), and no
 * spaces or backslashes anywhere.
 */
export const BOOKMARK_PATH_PATTERN = /^\/(?![/\\])[^\s\\]*$/;

/** Body of POST /api/bookmarks. */
export interface BookmarkInput {
  kind: BookmarkKind;
  /** The saved item's slug or id, unique per kind. */
  target: string;
  title: string;
  /** Where the item is read, e.g. '/essay/on-doubt'. */
  path: string;
}

/** One saved item, as GET /api/bookmarks lists it and POST /api/bookmarks answers it. */
export interface Bookmark extends BookmarkInput {
  id: number;
  /** When it was saved (ISO date and time). */
  createdAt: string;
}
