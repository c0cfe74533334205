import {
  bookLd,
  bookListSearch,
  PAGE_HEADS,
  pathTo,
  type BookList,
  type BookListParams,
  type BookTopic,
  type PageDocument,
  type Shelf,
} from '@site/contracts';
import type { ContentHeads } from '../../pages/content-heads.js';

/** What /library/books shows: its list (null when the API refuses the address's filters), shelves and topics. */
export interface BooksPageData {
  params: BookListParams;
  list: BookList | null;
  shelves: Shelf[];
  topics: BookTopic[];
}

/**
 * The first HTML of /library/books: a CollectionPage naming the listed books, a `Book` for each, and the
 * data under the screen's query keys. Filtered addresses share the unfiltered page's canonical address.
 */
export function booksPageDocument(heads: ContentHeads, { params, list, shelves, topics }: BooksPageData): PageDocument {
  const { title, description } = PAGE_HEADS.libraryBooks;
  const path = pathTo('libraryBooks');
  const books = list?.items ?? [];
  const collection = heads.collection({
    title,
    description,
    path,
    items: books.map((book) => heads.page(book.title, `${path}#${book.slug}`)),
    trail: [[PAGE_HEADS.library.title, pathTo('library')]],
  });
  return {
    status: 200,
    head: {
      ...collection,
      structuredData: [
        ...collection.structuredData,
        ...books.map((book) =>
          bookLd({
            name: book.title,
            url: heads.url(`${path}#${book.slug}`),
            author: book.author,
            year: book.year,
            image: heads.url(book.coverUrl),
            rating: book.rating,
          }),
        ),
      ],
      // Only the plain list is indexed: every filter is a narrower view of the same books.
      ...(bookListSearch(params) ? { robots: 'noindex,follow' } : {}),
    },
    data: [
      ...(list ? [{ queryKey: ['library', 'books', params], data: list }] : []),
      { queryKey: ['library', 'shelves'], data: shelves },
      { queryKey: ['library', 'book-topics'], data: topics },
    ],
  };
}
