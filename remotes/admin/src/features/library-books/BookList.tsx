import { pathTo, type AdminBookRow } from '@site/contracts';
import { serverMessage } from '@site/shell-api';
import { buttonClassName, Spinner } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { adminBooksQuery } from './api/books';
import { adminShelvesQuery } from './api/shelves';
import { BookTable } from './BookTable';
import { onShelf, shelfOptions } from './shelf-filter';
import '../editing/editing.css';
import './library-books.css';

const booksText = (count: number) => (count === 1 ? '1 book' : `${count} books`);

/** Every book, the newest addition first, narrowed to one shelf if the address names one (`?shelf=`). */
export function BookList() {
  const books = useQuery(adminBooksQuery());
  const shelves = useQuery(adminShelvesQuery());
  const [params, setParams] = useSearchParams();
  const filterId = useId();
  const shelf = params.get('shelf') ?? '';
  const options = shelfOptions(shelves.data ?? []);
  const names = new Map(options.map((option) => [option.slug, option.name]));

  const choose = (slug: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (slug) next.set('shelf', slug);
        else next.delete('shelf');
        return next;
      },
      { replace: true },
    );

  return (
    <section className="admin-page__section" aria-labelledby="admin-books-list-heading">
      <header className="admin-page__header">
        <h2 id="admin-books-list-heading">All books</h2>
        <Link className={buttonClassName()} to={pathTo('adminBookNew')}>
          New book
        </Link>
      </header>
      <div className="admin-select">
        <label htmlFor={filterId}>Shelf</label>
        <select id={filterId} value={shelf} onChange={(event) => choose(event.target.value)}>
          <option value="">All shelves</option>
          {options.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
          {/* A shelf taken down since the address was made stays chosen: the list says it holds nothing. */}
          {shelf && !names.has(shelf) && shelves.data ? <option value={shelf}>{shelf}</option> : null}
        </select>
      </div>
      {books.isPending ? (
        <Spinner label="Loading the books" />
      ) : books.error ? (
        <p role="alert">The books could not be loaded: {serverMessage(books.error)}</p>
      ) : (
        <Shown
          books={onShelf(books.data, shelf)}
          shelfName={shelf ? (names.get(shelf) ?? shelf) : null}
          names={names}
        />
      )}
    </section>
  );
}

function Shown({
  books,
  shelfName,
  names,
}: {
  books: AdminBookRow[];
  shelfName: string | null;
  names: ReadonlyMap<string, string>;
}) {
  return (
    <>
      <p role="status">{`${booksText(books.length)}${shelfName ? ` on ${shelfName}` : ''}.`}</p>
      {books.length > 0 ? <BookTable books={books} shelfNames={names} /> : null}
    </>
  );
}
