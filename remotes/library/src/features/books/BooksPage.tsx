import { PageMeta } from '@site/shell-api';
import { bookLd, bookListSearch, PAGE_HEADS, pathTo, readBookListParams, type BookListParams } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LIBRARY_STEP, usePageLd } from '../../shared/page-ld';
import { booksQuery } from './api/books';
import { shelvesQuery } from './api/shelves';
import { BookFilterBar } from './BookFilterBar';
import { booksPath } from './book-filters';
import { BookList } from './BookList';
import { ShelfTabs } from './ShelfTabs';
import './books.css';

const { title, description } = PAGE_HEADS.libraryBooks;

/** /library/books: the books on every shelf, narrowed by shelf, topic and text and sorted, all held in the address. */
export default function BooksPage() {
  const [search] = useSearchParams();
  const params = readBookListParams(search);
  const navigate = useNavigate();
  const apply = useCallback((next: BookListParams) => navigate(booksPath(next)), [navigate]);
  const { data: shelves = [] } = useQuery(shelvesQuery());
  const { data: list } = useQuery(booksQuery(params));

  const ld = usePageLd();
  const path = pathTo('libraryBooks');
  const books = list?.items ?? [];
  return (
    <div className="library-books">
      <PageMeta
        title={title}
        description={description}
        path={path}
        // A filtered list is the same books again: its canonical is the whole list, and robots skip it.
        noIndex={bookListSearch(params) !== ''}
        keywords={['books', 'reading list', 'philosophy', 'mathematics', 'science']}
        structuredData={[
          ...ld.collection({
            title,
            description,
            path,
            items: books.map((book) => ld.page(book.title, `${path}#${book.slug}`)),
            trail: [LIBRARY_STEP],
          }),
          ...books.map((book) =>
            bookLd({
              name: book.title,
              url: ld.url(`${path}#${book.slug}`),
              author: book.author,
              year: book.year,
              image: ld.url(book.coverUrl),
              rating: book.rating,
              reviewedOn: book.finishedOn,
            }),
          ),
        ]}
      />
      <header className="library-books__header">
        <h1>Books</h1>
        <p>
          What I am reading, have read and mean to read, with my notes and the lines I kept. The shelves are honest: the
          to-read pile is longer than I would like.
        </p>
      </header>
      <ShelfTabs shelves={shelves} params={params} />
      <BookFilterBar params={params} onChange={apply} />
      <BookList params={params} shelves={shelves} />
    </div>
  );
}
