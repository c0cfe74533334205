/** The three status shelves: every book stands on exactly one. */
export const READING_STATUSES = ['reading', 'read', 'to-read'] as const;
export type ReadingStatus = (typeof READING_STATUSES)[number];

/** The names the status shelves show, in the order the library lists them. */
export const READING_STATUS_NAMES: Record<ReadingStatus, string> = {
  reading: 'Reading',
  read: 'Read',
  'to-read': 'To read',
};

export const BOOK_SORTS = ['added', 'title', 'author', 'year', 'rating'] as const;
export type BookSort = (typeof BOOK_SORTS)[number];

/** Books on one page of GET /api/library/books. */
export const BOOK_PAGE_SIZE = 24;
/** The highest page number the API accepts. */
export const BOOK_PAGE_MAX = 10_000;
/** The most books GET /api/library/books/reading answers (the home page shows them). */
export const READING_NOW_MAX = 4;

/** A shelf: a status shelf (Reading, Read, To read) or one of the author's own. */
export interface Shelf {
  slug: string;
  name: string;
  kind: 'status' | 'own';
  /** Books on the shelf. */
  count: number;
  description?: string;
}

export interface BookQuote {
  text: string;
  page?: number;
}

/** One book of the library, with the author's reading of it. */
export interface Book {
  slug: string;
  title: string;
  author: string;
  /** Year of first publication. */
  year: number;
  /** ISBN-13, digits only, when the author gave one. */
  isbn?: string;
  status: ReadingStatus;
  /** ISO dates (YYYY-MM-DD); null when not started or not finished. */
  startedOn: string | null;
  finishedOn: string | null;
  /** The slugs of the author's own shelves holding the book. */
  shelves: string[];
  topics: string[];
  /** The author's rating, 1–5; null when not rated. */
  rating: number | null;
  /** The author's notes, as sanitised HTML rendered by the content service. */
  notesHtml: string;
  quotes: BookQuote[];
  /** The cover the author uploaded, or one generated from the title, author and year. */
  coverUrl: string;
  coverAlt: string;
  /** When the book entered the library (ISO date-time). */
  addedAt: string;
}

/** GET /api/library/books (the total is also in X-Total-Count). */
export interface BookList {
  items: Book[];
  total: number;
}

/** The query of GET /api/library/books. */
export interface BookListParams {
  /** A shelf's slug: a status (reading, read, to-read) or an own shelf. */
  shelf?: string;
  topic?: string;
  /** Words matched against title, author and notes. */
  q?: string;
  /** Newest additions first when omitted. */
  sort?: BookSort;
  page?: number;
}

/** A topic the library's books are filed under, with how many (GET /api/library/books/topics). */
export interface BookTopic {
  name: string;
  count: number;
}

/** Any item of the library, as a link to it names it. */
export interface LibraryItemRef {
  kind: 'book' | 'paper' | 'audio' | 'document' | 'episode';
  slug: string;
  title: string;
  href: string;
  addedAt: string;
}

/** GET /api/library: what /library shows. */
export interface LibraryOverview {
  shelves: Shelf[];
  counts: { books: number; papers: number; audio: number; documents: number; episodes: number };
  reading: Book[];
  /** The newest additions across the library, newest first. */
  recent: LibraryItemRef[];
}
