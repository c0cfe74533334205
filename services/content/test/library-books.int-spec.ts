import type { Book, BookList, BookTopic, LibraryOverview, Shelf } from '@site/contracts';
import { SUITE_STORES } from '@site/service-kit/testing';
import request from 'supertest';
import { contentOn } from './content-app.js';

const SEEDED_BOOKS = 15;

describe.each(SUITE_STORES)('library books on %s', (kind) => {
  const app = contentOn(kind, 'content_library_books');
  const api = () => request(app().getHttpAdapter().getInstance().server);
  const list = async (query: string) => {
    const answer = await api().get(`/api/library/books${query}`).expect(200);
    expect(answer.headers['x-total-count']).toBe(String((answer.body as BookList).total));
    return answer.body as BookList;
  };

  it('lists the seeded books newest first, each complete, with the total in X-Total-Count', async () => {
    const { items, total } = await list('');
    expect(total).toBe(SEEDED_BOOKS);
    expect(items).toHaveLength(SEEDED_BOOKS);
    const added = items.map((book) => book.addedAt);
    expect(added).toEqual([...added].sort().reverse());
    const geb = items.find((book) => book.slug === 'godel-escher-bach')!;
    expect(geb).toMatchObject({
      title: 'Gödel, Escher, Bach: An Eternal Golden Braid',
      author: 'Douglas R. Hofstadter',
      year: 1979,
      status: 'read',
      startedOn: '2024-06-02',
      finishedOn: '2024-09-14',
      shelves: ['desert-island', 'mathematics-for-the-curious', 'slow-reads'],
      rating: 5,
      coverUrl: expect.stringMatching(/^\/cards\/books\/godel-escher-bach\?v=[0-9a-f]{8}$/),
      coverAlt: 'Cover of Gödel, Escher, Bach: An Eternal Golden Braid by Douglas R. Hofstadter',
    });
    expect(geb.notesHtml).toContain('<em>feel</em>');
    expect(geb.quotes[0].text).toMatch(/^Hofstadter's Law/);
  });

  it('filters by status shelf, own shelf, topic and text, together', async () => {
    const reading = await list('?shelf=reading');
    expect(reading.total).toBe(4);
    expect(reading.items.every((book) => book.status === 'reading' && book.finishedOn === null)).toBe(true);
    const island = await list('?shelf=desert-island');
    expect(island.items.every((book) => book.shelves.includes('desert-island'))).toBe(true);
    expect(island.total).toBeGreaterThanOrEqual(3);
    const physics = await list('?topic=Physics');
    expect(physics.items.map((book) => book.slug).sort()).toEqual([
      'qed-the-strange-theory-of-light-and-matter',
      'the-order-of-time',
      'the-structure-of-scientific-revolutions',
    ]);
    // Text covers the author and the notes as well as the title, by word prefix.
    expect((await list('?q=hofstad')).items.map((book) => book.slug)).toEqual(['godel-escher-bach']);
    expect((await list('?q=phantom%20limbs')).items.map((book) => book.slug)).toEqual(['phenomenology-of-perception']);
    expect((await list('?shelf=read&topic=Physics')).items.map((book) => book.slug).sort()).toEqual([
      'qed-the-strange-theory-of-light-and-matter',
      'the-structure-of-scientific-revolutions',
    ]);
    expect(await list('?q=zzzzqx')).toEqual({ items: [], total: 0 });
  });

  it('sorts by title, author surname, year and rating', async () => {
    const titles = (await list('?sort=title')).items.map((book) => book.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : 1)));
    const authors = (await list('?sort=author')).items.map((book) => book.author);
    // The first author's surname decides: Aurelius, Buber, Courant (and Robbins), Davis (and Hersh), Dawkins…
    expect(authors.slice(0, 5)).toEqual([
      'Marcus Aurelius',
      'Martin Buber',
      'Richard Courant and Herbert Robbins',
      'Philip J. Davis and Reuben Hersh',
      'Richard Dawkins',
    ]);
    expect(authors.at(-1)).toBe('Carlo Rovelli');
    const years = (await list('?sort=year')).items.map((book) => book.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    const ratings = (await list('?sort=rating')).items.map((book) => book.rating);
    const rated = ratings.filter((rating): rating is number => rating !== null);
    expect(rated).toEqual([...rated].sort((a, b) => b - a));
    expect(ratings.slice(rated.length).every((rating) => rating === null)).toBe(true);
  });

  it('pages past the end to an empty page with the same total', async () => {
    expect(await list('?page=2')).toEqual({ items: [], total: SEEDED_BOOKS });
  });

  it('refuses bad input with 400 and a message', async () => {
    const message = async (query: string) =>
      (await api().get(`/api/library/books${query}`).expect(400)).body.message as string | string[];
    expect(await message('?sort=colour')).toEqual(['sort must be one of: added, title, author, year, rating.']);
    expect(await message('?shelf=nowhere')).toMatch(/^shelf must be one of: reading, read, to-read, desert-island/);
    expect(await message('?shelf=Not%20a%20slug')).toEqual([expect.stringContaining('shelf must be a slug')]);
    expect(await message('?shelf=read&shelf=reading')).toEqual([expect.stringContaining('shelf')]);
    expect(await message('?page=0')).toEqual(['page must be at least 1.']);
    expect(await message('?page=two')).toEqual(['page must be a whole number.']);
    expect(await message(`?q=${'x'.repeat(201)}`)).toEqual(['q must be at most 200 characters.']);
    await api().get('/api/library/books?q=%00').expect(400);
  });

  it('answers the shelves with counts: the three statuses, then the own shelves', async () => {
    const shelves = (await api().get('/api/library/shelves').expect(200)).body as Shelf[];
    expect(shelves.slice(0, 3).map(({ slug, name, kind: k }) => [slug, name, k])).toEqual([
      ['reading', 'Reading', 'status'],
      ['read', 'Read', 'status'],
      ['to-read', 'To read', 'status'],
    ]);
    expect(shelves.slice(0, 3).reduce((sum, shelf) => sum + shelf.count, 0)).toBe(SEEDED_BOOKS);
    expect(shelves.slice(3).map((shelf) => shelf.slug)).toEqual([
      'desert-island',
      'mathematics-for-the-curious',
      'slow-reads',
      'books-to-give',
    ]);
    for (const shelf of shelves.slice(3)) {
      expect(shelf.kind).toBe('own');
      expect((await list(`?shelf=${shelf.slug}`)).total).toBe(shelf.count);
    }
  });

  it('answers the topics with counts, and the four books being read', async () => {
    const topics = (await api().get('/api/library/books/topics').expect(200)).body as BookTopic[];
    expect(topics[0]).toEqual({ name: 'Philosophy', count: expect.any(Number) });
    expect(topics.find((topic) => topic.name === 'Physics')?.count).toBe(3);
    const reading = (await api().get('/api/library/books/reading').expect(200)).body as Book[];
    expect(reading.map((book) => book.slug)).toEqual([
      'the-order-of-time',
      'what-is-mathematics',
      'phenomenology-of-perception',
      'the-varieties-of-religious-experience',
    ]);
  });

  it('draws a cover for each book, and answers 404 or 400 for names that are none', async () => {
    const cover = await api().get('/cards/books/meditations').expect(200);
    expect(cover.headers['content-type']).toBe('image/png');
    expect(cover.headers['cache-control']).toBe('public, max-age=86400');
    // PNG signature, then the 400×600 size in the IHDR chunk.
    expect((cover.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
    expect((cover.body as Buffer).readUInt32BE(16)).toBe(400);
    expect((cover.body as Buffer).readUInt32BE(20)).toBe(600);
    await api().get('/cards/books/meditations').set('If-None-Match', cover.headers.etag).expect(304);
    expect((await api().get('/cards/books/no-such-book').expect(404)).body).toMatchObject({
      message: 'Book not found',
    });
    await api().get('/cards/books/NOT_A_SLUG').expect(400);
  });

  it('answers the overview: shelves, counts, what is being read and the recent additions', async () => {
    const overview = (await api().get('/api/library').expect(200)).body as LibraryOverview;
    expect(overview.counts.books).toBe(SEEDED_BOOKS);
    expect(overview.reading).toHaveLength(4);
    expect(overview.shelves).toHaveLength(7);
    expect(overview.recent.length).toBeGreaterThan(0);
    const dates = overview.recent.map((item) => item.addedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(overview.recent.length).toBeLessThanOrEqual(8);
    // Other kinds (papers, episodes) may be newer; the newest book is among the additions either way.
    expect(overview.recent).toContainEqual(
      expect.objectContaining({ kind: 'book', slug: 'the-order-of-time', href: '/library/books#the-order-of-time' }),
    );
  });
});
