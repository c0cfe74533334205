import { BOOKMARK_KINDS, type Bookmark, type BookmarkKind } from '@site/contracts';

/** The heading of each group on the bookmarks page. */
export const BOOKMARK_GROUP_TITLES: Readonly<Record<BookmarkKind, string>> = {
  essay: 'Essays',
  article: 'Articles',
  journal: 'Journal entries',
  course: 'Courses',
  quiz: 'Quizzes',
  library: 'Library',
  episode: 'Podcast episodes',
};

/** What one bookmark is, as a short list names it. */
export const BOOKMARK_KIND_LABELS: Readonly<Record<BookmarkKind, string>> = {
  essay: 'Essay',
  article: 'Article',
  journal: 'Journal entry',
  course: 'Course',
  quiz: 'Quiz',
  library: 'Library item',
  episode: 'Podcast episode',
};

export interface BookmarkGroup {
  kind: BookmarkKind;
  title: string;
  bookmarks: Bookmark[];
}

/** The non-empty groups in a fixed order of kinds; each keeps the list's order (newest first). */
export function groupByKind(bookmarks: readonly Bookmark[]): BookmarkGroup[] {
  return BOOKMARK_KINDS.map((kind) => ({
    kind,
    title: BOOKMARK_GROUP_TITLES[kind],
    bookmarks: bookmarks.filter((bookmark) => bookmark.kind === kind),
  })).filter((group) => group.bookmarks.length > 0);
}
