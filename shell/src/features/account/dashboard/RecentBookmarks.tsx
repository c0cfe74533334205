import { serverMessage } from '@site/shell-api';
import { bookmarksQuery } from '@site/shell-api/bookmarks';
import { Card, formatDate, Skeleton } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { BOOKMARK_KIND_LABELS } from '../bookmark';

export const RECENT_BOOKMARKS = 5;

/** The newest bookmarks, with the way to all of them. */
export function RecentBookmarks() {
  const bookmarks = useQuery(bookmarksQuery());
  const total = bookmarks.data?.length ?? 0;
  return (
    <Card as="section" aria-labelledby="recent-bookmarks-heading">
      <h2 id="recent-bookmarks-heading">Bookmarks</h2>
      {bookmarks.isPending ? (
        <Skeleton height={72} />
      ) : bookmarks.isError ? (
        <p role="alert">Your bookmarks could not be loaded. {serverMessage(bookmarks.error)}</p>
      ) : total === 0 ? (
        <p>
          Nothing saved yet. Use <strong>Bookmark</strong> on an essay, a course or an episode to find it here.
        </p>
      ) : (
        <>
          <ul className="account-list">
            {bookmarks.data.slice(0, RECENT_BOOKMARKS).map((bookmark) => (
              <li key={bookmark.id}>
                <Link to={bookmark.path}>{bookmark.title}</Link>
                <span className="account-list__meta">
                  {BOOKMARK_KIND_LABELS[bookmark.kind]} · {formatDate(bookmark.createdAt, 'short')}
                </span>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/bookmarks">All bookmarks ({total})</Link>
          </p>
        </>
      )}
    </Card>
  );
}
