import { formatDate, Skeleton } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { StatusMessage } from '../../shared/StatusMessage';
import { JournalEmpty } from './JournalEmpty';
import { journalQuery } from './api/journal';
import './journal.css';

interface JournalListProps {
  /** Home mode: at most this many entries, with a link to the journal when cut. */
  limit?: number;
}

export function JournalList({ limit }: JournalListProps) {
  const { data: entries, error, isPending } = useQuery(journalQuery());
  const compact = limit !== undefined;

  if (isPending) {
    return (
      <div role="status" aria-label="Loading journal entries">
        <ul className="content-journal-list">
          {[0, 1, 2].map((index) => (
            <li key={index} className="content-journal-list__item">
              <Skeleton width="60%" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (error) {
    return (
      <StatusMessage tone="error" title="Error Loading Journal Entries">
        <p>{error.message}</p>
      </StatusMessage>
    );
  }
  if (entries.length === 0) return <JournalEmpty />;

  const shown = compact ? entries.slice(0, limit) : entries;
  const Title = compact ? 'h3' : 'h2';
  return (
    <div className="content-journal">
      <ul className="content-journal-list">
        {shown.map((entry) => (
          <li key={entry.id} className="content-journal-list__item">
            <Title className="content-journal-list__title">
              <Link to={`/journal/${entry.id}`}>{entry.title}</Link>
            </Title>
            <time dateTime={entry.date}>{formatDate(entry.date, 'short')}</time>
          </li>
        ))}
      </ul>
      {compact && entries.length > limit ? (
        <Link className="content-view-all" to="/journal">
          View All Journal Entries
        </Link>
      ) : null}
    </div>
  );
}
