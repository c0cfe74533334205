import type { Book } from '@site/contracts';
import { formatDate } from '@site/ui';

type Dated = Pick<Book, 'status' | 'startedOn' | 'finishedOn'>;

const day = (iso: string) => <time dateTime={iso}>{formatDate(iso, 'short')}</time>;

/** Where a book stands: "Reading since …", "Read from … to …" or "To read". */
export function ReadingDates({ status, startedOn, finishedOn }: Dated) {
  if (status === 'reading') {
    return <span className="library-book-status">Reading{startedOn ? <> since {day(startedOn)}</> : null}</span>;
  }
  if (status === 'read') {
    return (
      <span className="library-book-status">
        Read
        {startedOn && finishedOn ? (
          <>
            {' '}
            from {day(startedOn)} to {day(finishedOn)}
          </>
        ) : finishedOn ? (
          <> on {day(finishedOn)}</>
        ) : null}
      </span>
    );
  }
  return <span className="library-book-status">To read</span>;
}
