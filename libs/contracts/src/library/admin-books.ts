import { slugify } from '../slug.js';
import { READING_STATUS_NAMES, READING_STATUSES, type BookQuote, type ReadingStatus } from './books.js';

export const BOOK_TITLE_MAX = 300;
export const BOOK_AUTHOR_MAX = 200;
export const BOOK_SLUG_MAX = 120;
/** A book's slug: lower-case words joined by single hyphens, not digits alone (those are ids). */
export const BOOK_SLUG_PATTERN = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Years of first publication the library takes; before the common era as negative years. */
export const BOOK_YEAR_MIN = -3000;
export const BOOK_YEAR_MAX = 3000;
export const BOOK_NOTES_MAX = 100_000;
export const BOOK_QUOTES_MAX = 100;
export const BOOK_QUOTE_MAX = 5000;
/** As typed, hyphens and spaces included ("ISBN 978-0-465-02656-2"). */
export const BOOK_ISBN_INPUT_MAX = 40;

export const SHELF_NAME_MAX = 120;
export const SHELF_SLUG_MAX = 80;
export const SHELF_DESCRIPTION_MAX = 2000;
/** More own shelves than anyone browses; it bounds the order a reorder sends. */
export const SHELVES_MAX = 100;

/** Cover uploads: PNG, JPEG or WebP judged by content, at most 5 MB; stored as a 400×600 WebP, cropped. */
export const BOOK_COVER_MAX_BYTES = 5 * 1024 * 1024;
export const BOOK_COVER_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const BOOK_COVER_WRONG_TYPE_TEXT = 'Choose a PNG, JPEG or WebP image.';
export const BOOK_COVER_TOO_LARGE_TEXT = 'The image is larger than 5 MB. Choose a smaller one.';

export const BOOK_TO_READ_DATES_TEXT = 'A book still to read has no reading dates.';
export const BOOK_READING_FINISHED_TEXT = 'A book being read has no finish date yet: move it to Read.';
export const BOOK_DATES_ORDER_TEXT = 'The finish date cannot be before the start date.';

/** One row of GET /api/admin/library/books, newest addition first. */
export interface AdminBookRow {
  id: number;
  slug: string;
  title: string;
  author: string;
  year: number;
  status: ReadingStatus;
  startedOn: string | null;
  finishedOn: string | null;
  /** The slugs of the own shelves holding the book, in shelf order. */
  shelves: string[];
  /** What readers see: the uploaded cover, or the generated one. */
  coverUrl: string;
  /** Whether `coverUrl` is an uploaded cover (false: the generated one). */
  coverUploaded: boolean;
  addedAt: string;
}

/** GET /api/admin/library/books/:id: everything the book editor edits. */
export interface AdminBook extends AdminBookRow {
  /** ISBN-13, digits only; null when not given. */
  isbn: string | null;
  topics: string[];
  rating: number | null;
  /** The author's notes, Markdown. */
  notes: string;
  quotes: BookQuote[];
  /** Where readers find it. */
  path: string;
}

/**
 * POST /api/admin/library/books and PUT /api/admin/library/books/:id: the whole book. A field left out is empty,
 * except the slug: made from the title for a new book, kept for a saved one.
 */
export interface AdminBookInput {
  title: string;
  author: string;
  year: number;
  /** ISBN-10 or ISBN-13, hyphens and spaces allowed; stored as ISBN-13 digits. */
  isbn?: string | null;
  slug?: string;
  status: ReadingStatus;
  startedOn?: string | null;
  finishedOn?: string | null;
  /** Own shelves' slugs. */
  shelves?: string[];
  /** Site topics. */
  topics?: string[];
  rating?: number | null;
  notes?: string;
  /** In the order readers see them. */
  quotes?: BookQuote[];
}

/** GET /api/admin/library/shelves: one of the author's own shelves, in their order. */
export interface AdminShelf {
  id: number;
  slug: string;
  name: string;
  description: string;
  position: number;
  bookCount: number;
}

/** POST /api/admin/library/shelves and PUT /api/admin/library/shelves/:id. */
export interface AdminShelfInput {
  name: string;
  description: string;
}

/** PUT /api/admin/library/shelves/order: every own shelf's id, in the new order. */
export interface AdminShelfOrderInput {
  shelfIds: number[];
}

/**
 * A new book's slug: its title's words, or `book-…` when the title holds digits alone ("1984"), which would read
 * as an id in the admin paths; "book" for a title without a letter or digit of the Latin alphabet.
 */
export function bookSlugOf(title: string): string {
  const slug = slugify(title, BOOK_SLUG_MAX);
  return /^\d*$/.test(slug) ? (slug ? `book-${slug}` : 'book').slice(0, BOOK_SLUG_MAX) : slug;
}

/** The slug a shelf takes from its name, or why it can take none. */
export function shelfSlugOf(name: string): { slug: string; problem: null } | { slug: null; problem: string } {
  const slug = slugify(name, SHELF_SLUG_MAX);
  if (!slug) return { slug: null, problem: 'Give the shelf a name with letters or digits in it.' };
  if ((READING_STATUSES as readonly string[]).includes(slug)) {
    const status = READING_STATUS_NAMES[slug as ReadingStatus];
    return { slug: null, problem: `“${name.trim()}” is taken by the status shelf ${status}. Choose another name.` };
  }
  return { slug, problem: null };
}

/** Why these dates cannot go with this status, or null: a book to read has none, one being read is not finished. */
export function readingDatesProblem(
  status: ReadingStatus,
  startedOn: string | null | undefined,
  finishedOn: string | null | undefined,
): string | null {
  if (status === 'to-read' && (startedOn || finishedOn)) return BOOK_TO_READ_DATES_TEXT;
  if (status === 'reading' && finishedOn) return BOOK_READING_FINISHED_TEXT;
  if (startedOn && finishedOn && finishedOn < startedOn) return BOOK_DATES_ORDER_TEXT;
  return null;
}

export type IsbnReading = { isbn: string; problem: null } | { isbn: null; problem: string };

const ISBN_SHAPE_TEXT = 'An ISBN has 10 digits (the last may be X) or 13 digits starting 978 or 979.';

/** The check digit an ISBN-10 ends with, given its first nine digits. */
const isbn10Check = (digits: string) => {
  const sum = [...digits].reduce((total, digit, index) => total + (10 - index) * Number(digit), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
};

/** The check digit an ISBN-13 ends with, given its first twelve digits. */
const isbn13Check = (digits: string) => {
  const sum = [...digits].reduce((total, digit, index) => total + (index % 2 ? 3 : 1) * Number(digit), 0);
  return String((10 - (sum % 10)) % 10);
};

/**
 * An ISBN as typed (ISBN-10 or ISBN-13, hyphens, spaces and an "ISBN" label allowed) as the ISBN-13 it is, digits
 * only; or why it is none, a wrong check digit named with the one it should be.
 */
export function readIsbn(text: string): IsbnReading {
  const compact = text
    .trim()
    .replace(/^ISBN(?:-1[03])?:?/i, '')
    .replace(/[\s-]/g, '')
    .toUpperCase();
  const wrongCheck = (expected: string): IsbnReading => ({
    isbn: null,
    problem: `The check digit of ISBN ${text.trim()} is wrong: it should end in ${expected}. Check it for a typo.`,
  });
  if (/^\d{9}[\dX]$/.test(compact)) {
    const expected = isbn10Check(compact.slice(0, 9));
    if (compact[9] !== expected) return wrongCheck(expected);
    const body = `978${compact.slice(0, 9)}`;
    return { isbn: body + isbn13Check(body), problem: null };
  }
  if (/^97[89]\d{10}$/.test(compact)) {
    const expected = isbn13Check(compact.slice(0, 12));
    return compact[12] === expected ? { isbn: compact, problem: null } : wrongCheck(expected);
  }
  return { isbn: null, problem: ISBN_SHAPE_TEXT };
}
