import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ApiError } from '@site/api-client';
import { serverMessage } from '@site/shell-api';
import { Button, Card, formatDate, PageMeta, Spinner } from '@site/ui';
import { pageTitle } from '../../app/site';
import { toBookmarks, type Bookmark } from './bookmark';
import './account.css';

export function BookmarksPage() {
  const query = useQuery({ queryKey: ['/api/bookmarks'] });
  // Until the bookmarks service exists the endpoint answers 404, which simply means none yet.
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const bookmarks = toBookmarks(query.data);

  return (
    <div className="account-page">
      <PageMeta
        title={pageTitle('Bookmarks')}
        description="The essays and pages you saved to read later."
        path="/bookmarks"
      />
      <h1>Bookmarks</h1>
      {query.isPending ? (
        <Spinner label="Loading your bookmarks" />
      ) : query.isError && !missing ? (
        <Card className="account-error" role="alert">
          <h2>Your bookmarks could not be loaded</h2>
          <p>{serverMessage(query.error)}</p>
          <Button variant="secondary" onClick={() => query.refetch()}>
            Try again
          </Button>
        </Card>
      ) : bookmarks.length === 0 ? (
        <Card className="account-empty">
          <p>You have no bookmarks yet.</p>
          <p>
            <Link to="/essays">Browse the essays</Link> and save the ones you want to come back to.
          </p>
        </Card>
      ) : (
        <ul className="bookmark-list">
          {bookmarks.map((bookmark) => (
            <BookmarkItem key={bookmark.id} bookmark={bookmark} />
          ))}
        </ul>
      )}
    </div>
  );
}

function BookmarkItem({ bookmark }: { bookmark: Bookmark }) {
  return (
    <Card as="li" className="bookmark-list__item">
      {bookmark.path ? (
        <Link to={bookmark.path}>{bookmark.title}</Link>
      ) : bookmark.url ? (
        <a href={bookmark.url} rel="noopener noreferrer" target="_blank">
          {bookmark.title}
        </a>
      ) : (
        <span>{bookmark.title}</span>
      )}
      {bookmark.createdAt ? (
        <span className="bookmark-list__date">Saved {formatDate(bookmark.createdAt, 'short')}</span>
      ) : null}
    </Card>
  );
}
