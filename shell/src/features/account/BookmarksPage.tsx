import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PAGE_HEADS, pathTo, type Bookmark } from '@site/contracts';
import { PageMeta, serverMessage, useToast } from '@site/shell-api';
import { bookmarksQuery, removeBookmarkMutation } from '@site/shell-api/bookmarks';
import { Button, Card, formatDate, Spinner } from '@site/ui';
import { groupByKind } from './bookmark';
import './account.css';
import './BookmarksPage.css';

export function BookmarksPage() {
  const query = useQuery(bookmarksQuery());
  const { toast } = useToast();
  const remove = useMutation(
    removeBookmarkMutation((error, bookmark) =>
      toast({
        title: 'Bookmark not removed',
        description: `“${bookmark.title}” is back in your list. ${serverMessage(error)}`,
        variant: 'destructive',
      }),
    ),
  );
  const groups = groupByKind(query.data ?? []);

  return (
    <div className="account-page">
      <PageMeta
        title={PAGE_HEADS.bookmarks.title}
        description={PAGE_HEADS.bookmarks.description}
        path={pathTo('bookmarks')}
      />
      <h1>Bookmarks</h1>
      {query.isPending ? (
        <Spinner label="Loading your bookmarks" />
      ) : query.isError ? (
        <Card className="account-error" role="alert">
          <h2>Your bookmarks could not be loaded</h2>
          <p>{serverMessage(query.error)}</p>
          <Button variant="secondary" onClick={() => query.refetch()}>
            Try again
          </Button>
        </Card>
      ) : groups.length === 0 ? (
        <Card className="account-empty">
          <p>You have no bookmarks yet.</p>
          <p>
            <Link to="/essays">Browse the essays</Link> and save the ones you want to come back to.
          </p>
        </Card>
      ) : (
        groups.map((group) => (
          <section key={group.kind} className="bookmark-group" aria-labelledby={`bookmarks-${group.kind}`}>
            <h2 id={`bookmarks-${group.kind}`}>{group.title}</h2>
            <ul className="bookmark-list">
              {group.bookmarks.map((bookmark) => (
                <BookmarkItem key={bookmark.id} bookmark={bookmark} onRemove={() => remove.mutate(bookmark)} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function BookmarkItem({ bookmark, onRemove }: { bookmark: Bookmark; onRemove: () => void }) {
  return (
    <Card as="li" className="bookmark-list__item">
      <div className="bookmark-list__text">
        <Link to={bookmark.path}>{bookmark.title}</Link>
        <span className="bookmark-list__date">Saved {formatDate(bookmark.createdAt, 'short')}</span>
      </div>
      <Button variant="ghost" size="sm" aria-label={`Remove ${bookmark.title}`} onClick={onRemove}>
        Remove
      </Button>
    </Card>
  );
}
