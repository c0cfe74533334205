import type { Bookmark } from '@site/contracts';
import type { BookmarkEntity } from './bookmark.entity.js';

/** The only shape of a bookmark that leaves the service: never its owner's id. */
export function toBookmark(row: BookmarkEntity): Bookmark {
  return {
    id: row.id,
    kind: row.kind,
    target: row.target,
    title: row.title,
    path: row.path,
    createdAt: row.createdAt.toISOString(),
  };
}
