/** A saved page, as GET /api/bookmarks lists it. */
export interface Bookmark {
  id: number | string;
  title: string;
  /** The saved page inside the site, e.g. '/essay/on-doubt'. */
  path?: string;
  /** An address outside the site. */
  url?: string;
  createdAt?: string;
}

/** Accepts the list itself or a page of it (`{ items }`), whichever the endpoint answers. */
export function toBookmarks(data: unknown): Bookmark[] {
  const list = Array.isArray(data) ? data : (data as { items?: unknown } | undefined)?.items;
  return Array.isArray(list) ? (list as Bookmark[]) : [];
}
