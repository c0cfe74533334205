import type { AdminBook, AdminBookRow, AdminShelf } from '@site/contracts';

export const shelf = (id: number, name: string, fields: Partial<AdminShelf> = {}): AdminShelf => ({
  id,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  description: '',
  position: id,
  bookCount: 0,
  ...fields,
});

export const SHELVES: AdminShelf[] = [
  shelf(1, 'Desert island', { description: 'One crate.', bookCount: 2 }),
  shelf(2, 'Logic', { description: 'Proofs and paradoxes.', bookCount: 1 }),
  shelf(3, 'Slow reads', { bookCount: 0 }),
];

export const row = (id: number, title: string, fields: Partial<AdminBookRow> = {}): AdminBookRow => {
  const slug = title.toLowerCase().replace(/\W+/g, '-');
  return {
    id,
    slug,
    title,
    author: 'Someone',
    year: 1970,
    status: 'to-read',
    startedOn: null,
    finishedOn: null,
    shelves: [],
    coverUrl: `/cards/books/${slug}`,
    coverUploaded: false,
    addedAt: '2026-11-20T08:00:00.000Z',
    ...fields,
  };
};

/** A book to read, without an ISBN, rating or cover of its own: as it is just after it was added. */
export const BOOK: AdminBook = {
  ...row(7, 'Proofs and Refutations', { author: 'Imre Lakatos', year: 1976, shelves: ['logic'] }),
  isbn: null,
  topics: ['Mathematics'],
  rating: null,
  notes: 'A dialogue.\n',
  quotes: [{ text: 'Proofs do not prove.' }, { text: 'Monster-barring.', page: 14 }],
  path: '/library/books#proofs-and-refutations',
};
