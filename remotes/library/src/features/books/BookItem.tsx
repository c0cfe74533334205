import { libraryItemHref, type Book, type BookListParams, type Shelf } from '@site/contracts';
import { BookmarkToggle } from '@site/shell-api/bookmarks';
import { Link } from 'react-router-dom';
import { BookCitations } from './BookCitations';
import { BookCover } from './BookCover';
import { booksPath, withFilter } from './book-filters';
import { BookRating } from './BookRating';
import { ReadingDates } from './ReadingDates';

interface BookItemProps {
  book: Book;
  /** The list's parameters, so the shelf and topic links narrow the list the reader is looking at. */
  params: BookListParams;
  /** The own shelves, to name the ones the book stands on. */
  shelves: Shelf[];
  eager: boolean;
}

/** One book: cover, facts, where it stands, the author's rating and notes, and the kept quotes. */
export function BookItem({ book, params, shelves, eager }: BookItemProps) {
  const titleId = `${book.slug}-title`;
  const ownShelves = shelves.filter((shelf) => book.shelves.includes(shelf.slug));
  return (
    // The id is the address essays cite (/library/books#<slug>); focusable so the list can move focus to it.
    <article id={book.slug} className="library-book" aria-labelledby={titleId} tabIndex={-1}>
      <BookCover book={book} width={120} eager={eager} />
      <div className="library-book__body">
        <h2 id={titleId} className="library-book__title">
          {book.title}
        </h2>
        <p className="library-book__byline">
          {book.author}, {book.year}
        </p>
        <p className="library-book__standing">
          <ReadingDates {...book} />
          {book.rating !== null ? <BookRating rating={book.rating} /> : null}
        </p>
        {ownShelves.length > 0 || book.topics.length > 0 ? (
          <ul className="library-book__tags" aria-label="Shelves and topics">
            {ownShelves.map((shelf) => (
              <li key={shelf.slug}>
                <Link to={booksPath(withFilter(params, { shelf: shelf.slug }))}>{shelf.name}</Link>
              </li>
            ))}
            {book.topics.map((topic) => (
              <li key={topic}>
                <Link to={booksPath(withFilter(params, { topic }))} className="library-book__topic">
                  {topic}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {/* Rendered and sanitised by the content service. */}
        <div className="library-book__notes markdown" dangerouslySetInnerHTML={{ __html: book.notesHtml }} />
        {book.quotes.length > 0 ? (
          <section className="library-book__quotes" aria-label={`Quotes from ${book.title}`}>
            {book.quotes.map((quote) => (
              <figure key={quote.text} className="library-book__quote">
                <blockquote>
                  <p>{quote.text}</p>
                </blockquote>
                <figcaption>
                  {book.author}
                  {quote.page ? `, p. ${quote.page}` : ''}
                </figcaption>
              </figure>
            ))}
          </section>
        ) : null}
        <BookCitations slug={book.slug} />
        <BookmarkToggle
          kind="library"
          target={`book:${book.slug}`}
          title={book.title}
          path={libraryItemHref('book', book.slug)}
          hideForVisitors
        />
      </div>
    </article>
  );
}
