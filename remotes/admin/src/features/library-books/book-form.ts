import {
  BOOK_QUOTES_MAX,
  BOOK_SLUG_PATTERN,
  BOOK_YEAR_MAX,
  BOOK_YEAR_MIN,
  readingDatesProblem,
  readIsbn,
  type AdminBook,
  type AdminBookInput,
  type ReadingStatus,
} from '@site/contracts';

/** One kept quote as the editor holds it: its page as typed, and a key that stays with it when it moves. */
export interface QuoteRow {
  key: number;
  text: string;
  page: string;
}

/** The editor's fields as typed: the year, rating and pages as text, the dates as a date field holds them. */
export interface BookForm {
  title: string;
  author: string;
  year: string;
  isbn: string;
  slug: string;
  status: ReadingStatus;
  /** `YYYY-MM-DD`, or '' for none. */
  startedOn: string;
  finishedOn: string;
  shelves: string[];
  topics: string[];
  /** '' for none, or '1' to '5'. */
  rating: string;
  notes: string;
  quotes: QuoteRow[];
}

export type BookFormErrors = Partial<
  Record<'title' | 'author' | 'year' | 'isbn' | 'slug' | 'dates' | 'quotes', string>
>;

let lastKey = 0;

export const quoteRow = (text = '', page = ''): QuoteRow => ({ key: ++lastKey, text, page });

export const EMPTY_BOOK_FORM: BookForm = {
  title: '',
  author: '',
  year: '',
  isbn: '',
  slug: '',
  status: 'to-read',
  startedOn: '',
  finishedOn: '',
  shelves: [],
  topics: [],
  rating: '',
  notes: '',
  quotes: [],
};

export function bookFormOf(book: AdminBook): BookForm {
  return {
    title: book.title,
    author: book.author,
    year: String(book.year),
    isbn: book.isbn ?? '',
    slug: book.slug,
    status: book.status,
    startedOn: book.startedOn ?? '',
    finishedOn: book.finishedOn ?? '',
    shelves: book.shelves,
    topics: book.topics,
    rating: book.rating === null ? '' : String(book.rating),
    notes: book.notes,
    quotes: book.quotes.map((quote) => quoteRow(quote.text, quote.page ? String(quote.page) : '')),
  };
}

/**
 * The form with another status, and the dates that go with it: a book still to read has none, one being read no
 * finish; a book started or finished now gets today's date where it has none.
 */
export function withStatus(form: BookForm, status: ReadingStatus, today: string): BookForm {
  if (status === 'to-read') return { ...form, status, startedOn: '', finishedOn: '' };
  if (status === 'reading') return { ...form, status, startedOn: form.startedOn || today, finishedOn: '' };
  return { ...form, status, finishedOn: form.finishedOn || today };
}

/** What the form stands for; only for a form `bookFormErrors` has passed. */
export function bookInputOf(form: BookForm): AdminBookInput {
  return {
    title: form.title.trim(),
    author: form.author.trim(),
    year: Number(form.year.trim()),
    isbn: form.isbn.trim() || null,
    slug: form.slug.trim(),
    status: form.status,
    startedOn: form.startedOn || null,
    finishedOn: form.finishedOn || null,
    shelves: form.shelves,
    topics: form.topics,
    rating: form.rating ? Number(form.rating) : null,
    notes: form.notes,
    quotes: form.quotes.map((row) => ({
      text: row.text.trim(),
      ...(row.page.trim() ? { page: Number(row.page.trim()) } : {}),
    })),
  };
}

const WHOLE = /^-?\d+$/;

/** What the service would refuse, said before asking it; empty when the form can be saved. */
export function bookFormErrors(form: BookForm): BookFormErrors {
  const errors: BookFormErrors = {};
  if (!form.title.trim()) errors.title = 'Give the book its title.';
  if (!form.author.trim()) errors.author = 'Name its author.';
  const year = Number(form.year.trim());
  if (!WHOLE.test(form.year.trim()) || year < BOOK_YEAR_MIN || year > BOOK_YEAR_MAX) {
    errors.year = 'Write the year it was first published, e.g. 1979 (before the common era as a negative year).';
  }
  if (form.isbn.trim()) {
    const { problem } = readIsbn(form.isbn);
    if (problem) errors.isbn = problem;
  }
  if (!BOOK_SLUG_PATTERN.test(form.slug.trim())) {
    errors.slug = 'Use lower-case letters and digits in words joined by hyphens, not digits alone.';
  }
  const dates = readingDatesProblem(form.status, form.startedOn, form.finishedOn);
  if (dates) errors.dates = dates;
  const quotes = quotesProblem(form.quotes);
  if (quotes) errors.quotes = quotes;
  return errors;
}

function quotesProblem(rows: readonly QuoteRow[]): string | null {
  if (rows.length > BOOK_QUOTES_MAX) return `A book keeps at most ${BOOK_QUOTES_MAX} quotes.`;
  for (const [index, row] of rows.entries()) {
    if (!row.text.trim()) return `Quote ${index + 1} has no text.`;
    const page = row.page.trim();
    if (page && (!/^\d+$/.test(page) || Number(page) < 1)) {
      return `The page of quote ${index + 1} must be a whole number from 1.`;
    }
  }
  return null;
}
