import type { BookmarkInput } from '@site/contracts';
import { buttonClassName, classNames, VisuallyHidden } from '@site/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
// Through the package name, not relative paths: this file is bundled into each remote that shows the toggle, and
// the session and toasts must stay the page's one shared copy.
import { serverMessage, toast, useCurrentUser } from '@site/shell-api';
import { addBookmarkMutation } from './api/add-bookmark';
import { bookmarksQuery, isSavedItem } from './api/bookmarks';
import { removeBookmarkMutation } from './api/remove-bookmark';
import './bookmark-toggle.css';

export type BookmarkToggleProps = BookmarkInput & {
  className?: string;
  /** In a list of many items one login link per item is noise: visitors see nothing there. */
  hideForVisitors?: boolean;
};

/**
 * The one bookmark button of every page that can be saved: it flips at once and flips back, with a toast, when
 * the server refuses. Visitors get a way to log in instead. Either is the visitor's own (`data-personal`): the
 * server, drawing one page for everyone, draws neither, but keeps the visitor's button's room, unseen, so the
 * page does not move when the reader is known.
 */
export function BookmarkToggle({ className, hideForVisitors = false, ...item }: BookmarkToggleProps) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (hideForVisitors && !user) return null;
  if (isLoading) {
    return (
      <span aria-hidden="true" className={visitorClassName(classNames('bookmark-toggle--reserved', className))}>
        <BookmarkIcon filled={false} />
        {LOG_IN_TO_BOOKMARK}
      </span>
    );
  }
  if (!user) {
    return (
      <Link to="/auth" state={{ from: location }} data-personal="" className={visitorClassName(className)}>
        <BookmarkIcon filled={false} />
        {LOG_IN_TO_BOOKMARK}
      </Link>
    );
  }
  return <SignedInToggle item={item} className={className} />;
}

const LOG_IN_TO_BOOKMARK = 'Log in to bookmark';

const visitorClassName = (className?: string) =>
  buttonClassName({ variant: 'secondary', size: 'sm' }, classes(className));

function SignedInToggle({ item, className }: { item: BookmarkInput; className?: string }) {
  const list = useQuery(bookmarksQuery());
  const add = useMutation(
    addBookmarkMutation((error) =>
      toast({ title: 'Bookmark not saved', description: serverMessage(error), variant: 'destructive' }),
    ),
  );
  const remove = useMutation(
    removeBookmarkMutation((error) =>
      toast({ title: 'Bookmark not removed', description: serverMessage(error), variant: 'destructive' }),
    ),
  );
  const saved = list.data?.find((bookmark) => isSavedItem(bookmark, item));
  // A stand-in (negative id) has no server id to delete yet; the button waits for the save to land.
  const busy = list.isPending || add.isPending || remove.isPending || (saved !== undefined && saved.id < 0);
  return (
    <button
      type="button"
      className={buttonClassName({ variant: saved ? 'primary' : 'secondary', size: 'sm' }, classes(className))}
      data-personal=""
      aria-pressed={saved !== undefined}
      title={saved ? `Remove “${item.title}” from your bookmarks` : `Save “${item.title}” to your bookmarks`}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (busy) return;
        if (saved) remove.mutate(saved);
        else add.mutate(item);
      }}
    >
      <BookmarkIcon filled={saved !== undefined} />
      Bookmark<VisuallyHidden> {item.title}</VisuallyHidden>
    </button>
  );
}

const classes = (className?: string) => classNames('bookmark-toggle', className);

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="bookmark-toggle__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path
        d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
