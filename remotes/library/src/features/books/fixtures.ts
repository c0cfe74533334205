import type { Book, BookList, BookTopic, Shelf } from '@site/contracts';

export function book(fields: Partial<Book> & Pick<Book, 'slug' | 'title'>): Book {
  return {
    author: 'Carlo Rovelli',
    year: 2017,
    status: 'read',
    startedOn: '2025-06-14',
    finishedOn: '2025-06-20',
    shelves: [],
    topics: ['Physics'],
    rating: 4,
    notesHtml: '<p>Notes on <em>time</em>.</p>',
    quotes: [],
    coverUrl: `/cards/books/${fields.slug}`,
    coverAlt: `Cover of ${fields.title} by ${fields.author ?? 'Carlo Rovelli'}`,
    addedAt: '2026-10-30T19:40:00.000Z',
    ...fields,
  };
}

export const ORDER_OF_TIME = book({
  slug: 'the-order-of-time',
  title: 'The Order of Time',
  status: 'reading',
  startedOn: '2026-11-02',
  finishedOn: null,
  rating: null,
  quotes: [{ text: 'The world is made of events, not things.' }],
});

export const MEDITATIONS = book({
  slug: 'meditations',
  title: 'Meditations',
  author: 'Marcus Aurelius',
  year: 180,
  startedOn: '2024-01-02',
  finishedOn: '2024-03-30',
  shelves: ['desert-island'],
  topics: ['Philosophy'],
  rating: 5,
  quotes: [{ text: 'Waste no more time arguing about what a good man should be. Be one.', page: 112 }],
});

export const LAKATOS = book({
  slug: 'proofs-and-refutations',
  title: 'Proofs and Refutations',
  author: 'Imre Lakatos',
  year: 1976,
  status: 'to-read',
  startedOn: null,
  finishedOn: null,
  topics: ['Mathematics', 'Philosophy'],
  rating: null,
});

export const BOOK_LIST: BookList = { items: [ORDER_OF_TIME, MEDITATIONS, LAKATOS], total: 3 };

export const SHELVES: Shelf[] = [
  { slug: 'reading', name: 'Reading', kind: 'status', count: 1 },
  { slug: 'read', name: 'Read', kind: 'status', count: 1 },
  { slug: 'to-read', name: 'To read', kind: 'status', count: 1 },
  { slug: 'desert-island', name: 'Desert island', kind: 'own', count: 1, description: 'One crate, washed ashore.' },
];

export const TOPICS: BookTopic[] = [
  { name: 'Philosophy', count: 2 },
  { name: 'Physics', count: 1 },
  { name: 'Mathematics', count: 1 },
];
