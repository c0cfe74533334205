import { bookFormErrors, bookInputOf, EMPTY_BOOK_FORM, quoteRow, withStatus, type BookForm } from './book-form';

const FORM: BookForm = {
  ...EMPTY_BOOK_FORM,
  title: '  Proofs and Refutations ',
  author: 'Imre Lakatos',
  year: '1976',
  isbn: '0-521-29038-4',
  slug: 'proofs-and-refutations',
  quotes: [quoteRow(' Proofs do not prove. ', ''), quoteRow('Monster-barring.', '14')],
};

test('a status brings its dates: none to read, no finish while reading, today where one is missing', () => {
  const reading = withStatus(FORM, 'reading', '2026-05-01');
  expect([reading.startedOn, reading.finishedOn]).toEqual(['2026-05-01', '']);
  const read = withStatus({ ...reading, startedOn: '2026-04-02' }, 'read', '2026-05-09');
  expect([read.startedOn, read.finishedOn]).toEqual(['2026-04-02', '2026-05-09']);
  expect(withStatus(read, 'read', '2026-06-01').finishedOn).toBe('2026-05-09');
  const back = withStatus(read, 'to-read', '2026-06-01');
  expect([back.startedOn, back.finishedOn]).toEqual(['', '']);
  expect(withStatus(read, 'reading', '2026-06-01')).toMatchObject({ startedOn: '2026-04-02', finishedOn: '' });
});

test('the input is the form trimmed, numbers read, empty fields none', () => {
  expect(bookInputOf({ ...FORM, rating: '4' })).toEqual({
    title: 'Proofs and Refutations',
    author: 'Imre Lakatos',
    year: 1976,
    isbn: '0-521-29038-4',
    slug: 'proofs-and-refutations',
    status: 'to-read',
    startedOn: null,
    finishedOn: null,
    shelves: [],
    topics: [],
    rating: 4,
    notes: '',
    quotes: [{ text: 'Proofs do not prove.' }, { text: 'Monster-barring.', page: 14 }],
  });
  expect(bookInputOf({ ...FORM, isbn: '  ', year: '-350' })).toMatchObject({ isbn: null, year: -350, rating: null });
});

test('says what the service would refuse, field by field', () => {
  expect(bookFormErrors(FORM)).toEqual({});
  expect(
    bookFormErrors({
      ...FORM,
      title: ' ',
      author: '',
      year: '19th century',
      isbn: '978-0-521-29038-7',
      slug: '1976',
      status: 'read',
      startedOn: '2026-03-02',
      finishedOn: '2026-03-01',
      quotes: [quoteRow('A line.', 'ten'), quoteRow('')],
    }),
  ).toEqual({
    title: 'Give the book its title.',
    author: 'Name its author.',
    year: 'Write the year it was first published, e.g. 1979 (before the common era as a negative year).',
    isbn: 'The check digit of ISBN 978-0-521-29038-7 is wrong: it should end in 8. Check it for a typo.',
    slug: 'Use lower-case letters and digits in words joined by hyphens, not digits alone.',
    dates: 'The finish date cannot be before the start date.',
    quotes: 'The page of quote 1 must be a whole number from 1.',
  });
  expect(bookFormErrors({ ...FORM, quotes: [quoteRow('One.'), quoteRow(' ')] }).quotes).toBe('Quote 2 has no text.');
});
