import {
  BOOK_DATES_ORDER_TEXT,
  BOOK_READING_FINISHED_TEXT,
  BOOK_SLUG_PATTERN,
  BOOK_TO_READ_DATES_TEXT,
  bookSlugOf,
  readingDatesProblem,
  readIsbn,
  shelfSlugOf,
} from './admin-books.js';

describe('readIsbn', () => {
  it.each([
    ['978-0-465-02656-2', '9780465026562'],
    ['0-465-02656-7', '9780465026562'],
    ['ISBN 0 306 40615 2', '9780306406157'],
    ['ISBN-13: 979-10-90636-07-1', '9791090636071'],
    // An ISBN-10 whose check digit is ten ends in X.
    ['0-8044-2957-x', '9780804429573'],
  ])('reads %j as the ISBN-13 %s', (typed, isbn) => {
    expect(readIsbn(typed)).toEqual({ isbn, problem: null });
  });

  it('names the check digit an ISBN should end in', () => {
    expect(readIsbn('978-0-465-02656-3').problem).toBe(
      'The check digit of ISBN 978-0-465-02656-3 is wrong: it should end in 2. Check it for a typo.',
    );
    expect(readIsbn('0-8044-2957-1').problem).toMatch(/it should end in X\./);
  });

  it.each(['12345', '978046502656', '1234567890123', '04650265X7', 'isbn'])('refuses %j as no ISBN', (typed) => {
    expect(readIsbn(typed).problem).toBe('An ISBN has 10 digits (the last may be X) or 13 digits starting 978 or 979.');
  });
});

describe('bookSlugOf', () => {
  it('makes a slug of the title, never digits alone', () => {
    expect(bookSlugOf('Gödel, Escher, Bach: An Eternal Golden Braid')).toBe(
      'godel-escher-bach-an-eternal-golden-braid',
    );
    expect(bookSlugOf('1984')).toBe('book-1984');
    expect(bookSlugOf('道德經')).toBe('book');
    for (const title of ['1984', '道德經', 'Meditations']) expect(BOOK_SLUG_PATTERN.test(bookSlugOf(title))).toBe(true);
  });
});

describe('shelfSlugOf', () => {
  it('makes a slug of the name, refusing the status shelves’ and an empty one', () => {
    expect(shelfSlugOf('  Logic & Proof ')).toEqual({ slug: 'logic-proof', problem: null });
    expect(shelfSlugOf('To Read').problem).toBe('“To Read” is taken by the status shelf To read. Choose another name.');
    expect(shelfSlugOf('!!').problem).toBe('Give the shelf a name with letters or digits in it.');
  });
});

describe('readingDatesProblem', () => {
  it.each([
    ['to-read', null, null, null],
    ['to-read', '2025-01-02', null, BOOK_TO_READ_DATES_TEXT],
    ['reading', '2025-01-02', null, null],
    ['reading', '2025-01-02', '2025-02-01', BOOK_READING_FINISHED_TEXT],
    ['read', null, '2025-02-01', null],
    ['read', '2025-01-02', '2025-01-02', null],
    ['read', '2025-01-02', '2025-01-01', BOOK_DATES_ORDER_TEXT],
  ] as const)('%s from %s to %s: %s', (status, startedOn, finishedOn, problem) => {
    expect(readingDatesProblem(status, startedOn, finishedOn)).toBe(problem);
  });
});
