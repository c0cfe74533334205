import { ApiError } from '@site/api-client';
import { BookmarkToggle } from '@site/shell-api/bookmarks';
import { formatDate, Skeleton } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ArticleBody } from '../../shared/ArticleBody';
import { StatusMessage } from '../../shared/StatusMessage';
import { journalEntryQuery } from './api/journal-entry';
import './journal.css';

function BackLink() {
  return (
    <Link className="content-back-link" to="/journal">
      ← All journal entries
    </Link>
  );
}

/** /journal/:id */
export function JournalEntryPage() {
  const { id = '' } = useParams();
  const { data: entry, error, isPending } = useQuery(journalEntryQuery(id));

  if (isPending) {
    return (
      <div className="content-page content-journal-entry" role="status" aria-label="Loading journal entry">
        <Skeleton width="70%" height="2.5rem" />
        <Skeleton height="10rem" />
      </div>
    );
  }
  if (error) {
    return (
      <div className="content-page">
        <BackLink />
        {error instanceof ApiError && error.status === 404 ? (
          <StatusMessage title="Journal Entry Not Found">
            <p>There is no journal entry at this address. It may have been renamed or removed.</p>
          </StatusMessage>
        ) : (
          <StatusMessage tone="error" title="Error Loading Journal Entry">
            <p>There was a problem loading this entry. Please try again later.</p>
          </StatusMessage>
        )}
      </div>
    );
  }

  return (
    <article className="content-page content-journal-entry">
      <BackLink />
      <header className="content-page__header">
        <h1>{entry.title}</h1>
        <p>
          <time dateTime={entry.date}>{formatDate(entry.date, 'long')}</time>
        </p>
      </header>
      <ArticleBody
        title={entry.title}
        description={entry.description}
        date={entry.date}
        path={`/journal/${entry.id}`}
        html={entry.html}
      />
      <BookmarkToggle kind="journal" target={String(entry.id)} title={entry.title} path={`/journal/${entry.id}`} />
    </article>
  );
}
