import { libraryItemHref } from '@site/contracts';
import { Skeleton } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { readingNowQuery } from './api/reading-now';
import { BookCover } from './BookCover';
import { ReadingDates } from './ReadingDates';
import './reading-now.css';

interface ReadingNowListProps {
  /** The heading level of each book's title, under the section heading around the list. */
  titleLevel?: 3 | 4;
}

/** The books being read now: cover, title, author and since when; each links to its place on /library/books. */
export function ReadingNowList({ titleLevel = 3 }: ReadingNowListProps) {
  const { data: books, isPending, error } = useQuery(readingNowQuery());
  const Title = `h${titleLevel}` as const;

  if (isPending) {
    return (
      <div className="library-reading-now" role="status" aria-label="Loading the books being read">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={72} />
        ))}
      </div>
    );
  }
  if (error) return <p role="alert">The books being read could not be loaded just now.</p>;
  if (books.length === 0) return <p>Between books just now.</p>;
  return (
    <ul className="library-reading-now">
      {books.map((book) => (
        <li key={book.slug} className="library-reading-now__item">
          <BookCover book={book} width={48} decorative />
          <div>
            <Title className="library-reading-now__title">
              <Link to={libraryItemHref('book', book.slug)}>{book.title}</Link>
            </Title>
            <p className="library-reading-now__meta">
              {book.author} · <ReadingDates {...book} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
