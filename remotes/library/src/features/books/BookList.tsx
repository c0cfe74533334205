import { BOOK_PAGE_SIZE, type BookListParams, type Shelf } from '@site/contracts';
import { Button, Skeleton } from '@site/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PageLinks } from '../../shared/PageLinks';
import { useScrollToHash } from '../../shared/use-scroll-to-hash';
import { booksQuery } from './api/books';
import { booksPath, hasBookFilters, withFilter } from './book-filters';
import { BookItem } from './BookItem';

interface BookListProps {
  params: BookListParams;
  shelves: Shelf[];
}

/** One page of books for the parameters, with the count and the links to the other pages. */
export function BookList({ params, shelves }: BookListProps) {
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery({
    ...booksQuery(params),
    placeholderData: keepPreviousData,
  });
  useScrollToHash(Boolean(data));

  if (isPending) {
    return (
      <div className="library-books__loading" role="status" aria-label="Loading books">
        <Skeleton height="12rem" />
        <Skeleton height="12rem" />
      </div>
    );
  }
  if (error) {
    return (
      <div className="library-books__message" role="alert">
        <p>The books could not be loaded just now. If you followed an old link, the shelf may no longer exist.</p>
        <Button size="sm" variant="secondary" onClick={() => refetch()}>
          Try again
        </Button>{' '}
        <Link to={booksPath({})}>Show all books</Link>
      </div>
    );
  }

  const page = params.page ?? 1;
  const pages = Math.max(1, Math.ceil(data.total / BOOK_PAGE_SIZE));
  return (
    <section className="library-books__results" aria-label="Books" aria-busy={isPlaceholderData}>
      <p className="library-books__count" role="status">
        {data.total === 0 ? 'No books match.' : `${data.total} ${data.total === 1 ? 'book' : 'books'}`}
        {data.total === 0 && hasBookFilters(params) ? (
          <>
            {' '}
            <Link to={booksPath({})}>Show all books</Link>
          </>
        ) : null}
      </p>
      <div className="library-books__list">
        {data.items.map((book, index) => (
          <BookItem key={book.slug} book={book} params={params} shelves={shelves} eager={index < 2} />
        ))}
      </div>
      <PageLinks
        label="Pages of books"
        className="library-books__pages"
        page={page}
        pages={pages}
        hrefFor={(page) => booksPath(withFilter(params, { page }))}
      />
    </section>
  );
}
