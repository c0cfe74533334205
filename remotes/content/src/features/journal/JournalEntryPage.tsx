import { ApiError } from '@site/api-client';
import { PAGE_HEADS, pathTo } from '@site/contracts';
import { BookmarkToggle } from '@site/shell-api/bookmarks';
import { formatDate, Skeleton } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ArticleBody } from '../../shared/ArticleBody';
import { ArticleHead } from '../../shared/head/ArticleHead';
import { CARD_SIZE, cardPath } from '../../shared/head/card-path';
import { NotFound } from '../../shared/NotFound';
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
        {/* 400 is an id no entry can have: for the reader, no entry at this address. */}
        {error instanceof ApiError && (error.status === 404 || error.status === 400) ? (
          <NotFound what="Journal entry">
            <p>There is no journal entry at this address. It may have been renamed or removed.</p>
          </NotFound>
        ) : (
          <StatusMessage tone="error" title="Error Loading Journal Entry">
            <p>There was a problem loading this entry. Please try again later.</p>
          </StatusMessage>
        )}
      </div>
    );
  }

  const path = pathTo('journalEntry', { id: entry.id });
  return (
    <article className="content-page content-journal-entry">
      <ArticleHead
        title={entry.title}
        description={entry.description}
        path={path}
        image={{ url: cardPath('journal', entry.id), ...CARD_SIZE }}
        date={entry.date}
        trail={[PAGE_HEADS.journal.title, pathTo('journal')]}
      />
      <BackLink />
      <header className="content-page__header">
        <h1>{entry.title}</h1>
        <p>
          <time dateTime={entry.date}>{formatDate(entry.date, 'long')}</time>
        </p>
      </header>
      <ArticleBody html={entry.html} />
      <BookmarkToggle kind="journal" target={String(entry.id)} title={entry.title} path={path} />
    </article>
  );
}
