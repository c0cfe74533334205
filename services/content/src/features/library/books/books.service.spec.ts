import { BadRequestException } from '@nestjs/common';
import { MarkdownRenderer } from '@site/markdown-render';
import type { BookCriteria, BooksRepository, StoredBook } from './books.repository.js';
import { BooksService } from './books.service.js';

const STORED: StoredBook = {
  id: 1,
  slug: 'meditations',
  title: 'Meditations',
  author: 'Marcus Aurelius',
  year: 180,
  isbn: null,
  status: 'read',
  startedOn: '2024-01-02',
  finishedOn: '2024-03-30',
  topics: ['Philosophy'],
  rating: 5,
  notes: 'Read *slowly*.',
  addedAt: new Date('2023-12-30T10:00:00Z'),
  coverUrl: null,
  shelves: [{ id: 3, slug: 'desert-island', name: 'Desert island', description: 'One crate.', position: 0 }],
  quotes: [{ id: 9, position: 0, text: 'Be one.', page: null } as StoredBook['quotes'][number]],
};

function setup() {
  const asked: BookCriteria[] = [];
  const repository = {
    page: async (criteria: BookCriteria) => {
      asked.push(criteria);
      return { items: [STORED], total: 30 };
    },
    hasShelf: async (slug: string) => slug === 'desert-island',
    statusCounts: async () => ({ reading: 4, read: 7, 'to-read': 4 }),
    ownShelves: async () => [{ slug: 'desert-island', name: 'Desert island', description: 'One crate.', count: 4 }],
  };
  return { asked, service: new BooksService(repository as unknown as BooksRepository, new MarkdownRenderer()) };
}

describe('BooksService', () => {
  it('answers each book as the contract shapes it, notes rendered and the cover generated', async () => {
    const { service } = setup();
    const { items, total } = await service.list({});
    expect(total).toBe(30);
    expect(items[0]).toEqual({
      slug: 'meditations',
      title: 'Meditations',
      author: 'Marcus Aurelius',
      year: 180,
      status: 'read',
      startedOn: '2024-01-02',
      finishedOn: '2024-03-30',
      shelves: ['desert-island'],
      topics: ['Philosophy'],
      rating: 5,
      notesHtml: '<p>Read <em>slowly</em>.</p>\n',
      quotes: [{ text: 'Be one.' }],
      coverUrl: expect.stringMatching(/^\/cards\/books\/meditations\?v=[0-9a-f]{8}$/),
      coverAlt: 'Cover of Meditations by Marcus Aurelius',
      addedAt: '2023-12-30T10:00:00.000Z',
    });
  });

  it('answers the uploaded cover in place of the generated one, and the ISBN once given', () => {
    const { service } = setup();
    const book = service.toBook({
      ...STORED,
      isbn: '9780465026562',
      coverUrl: '/media/books/meditations-0a1b2c3d4e.webp',
    });
    expect(book).toMatchObject({ isbn: '9780465026562', coverUrl: '/media/books/meditations-0a1b2c3d4e.webp' });
  });

  it('gives a generated cover a new address when what it shows changes', () => {
    const { service } = setup();
    const before = service.toBook(STORED).coverUrl;
    expect(service.toBook({ ...STORED, notes: 'Other notes.' }).coverUrl).toBe(before);
    expect(service.toBook({ ...STORED, title: 'Meditations, Book II' }).coverUrl).not.toBe(before);
  });

  it('reads a status shelf as the status, an own shelf as a shelf, and pages by 24', async () => {
    const { service, asked } = setup();
    await service.list({ shelf: 'to-read', q: 'proof of time', page: 2 });
    await service.list({ shelf: 'desert-island', topic: 'Physics', sort: 'rating' });
    expect(asked[0]).toMatchObject({ status: 'to-read', tsQuery: 'proof:* & of:* & time:*', limit: 24, offset: 24 });
    expect(asked[0].shelf).toBeUndefined();
    expect(asked[1]).toMatchObject({ shelf: 'desert-island', topic: 'Physics', sort: 'rating', offset: 0 });
    expect(asked[1].status).toBeUndefined();
  });

  it('refuses an unknown shelf, naming the ones there are', async () => {
    const { service } = setup();
    await expect(service.list({ shelf: 'attic' })).rejects.toThrow(
      new BadRequestException('shelf must be one of: reading, read, to-read, desert-island.'),
    );
  });

  it('lists the status shelves first, in order, then the own shelves', async () => {
    const { service } = setup();
    const shelves = await service.shelves();
    expect(shelves.map(({ slug, name, kind, count }) => [slug, name, kind, count])).toEqual([
      ['reading', 'Reading', 'status', 4],
      ['read', 'Read', 'status', 7],
      ['to-read', 'To read', 'status', 4],
      ['desert-island', 'Desert island', 'own', 4],
    ]);
  });
});
