import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOOK_SEED_DIR } from './book-seeder.js';
import { readBookSeeds, readShelfSeeds } from './book-seeds.js';

describe('the shipped books', () => {
  it('are valid, about fifteen, with exactly four being read and every shelf in use', async () => {
    const shelves = await readShelfSeeds(path.join(BOOK_SEED_DIR, 'shelves.json'));
    const books = await readBookSeeds(BOOK_SEED_DIR, shelves);
    expect(books.length).toBeGreaterThanOrEqual(14);
    expect(books.filter((book) => book.status === 'reading')).toHaveLength(4);
    for (const shelf of shelves) expect(books.some((book) => book.shelves.includes(shelf.slug))).toBe(true);
    for (const book of books) {
      expect(book.notes.length).toBeGreaterThan(200);
      expect(book.topics.length).toBeGreaterThan(0);
      expect(book.rating === null).toBe(book.status !== 'read');
    }
  });
});

describe('readBookSeeds', () => {
  const write = async (files: Record<string, string>) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'book-seeds-'));
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
    return dir;
  };
  const book = (front: string) =>
    `---\ntitle: A Book\nauthor: Someone\nyear: 2000\naddedAt: 2025-01-01\n${front}\n---\n\nSome notes.\n`;

  it('reads a book: dates, shelves, quotes and the notes', async () => {
    const dir = await write({
      'a-book.md': book(
        'status: read\nstartedOn: 2025-01-02\nfinishedOn: 2025-02-01\nrating: 4\nshelves: [keep]\ntopics: [Physics]\nquotes:\n  - text: A line.\n    page: 3',
      ),
    });
    const [seed] = await readBookSeeds(dir, [{ slug: 'keep', name: 'Keep', description: 'Kept.' }]);
    expect(seed).toMatchObject({
      slug: 'a-book',
      status: 'read',
      startedOn: '2025-01-02',
      finishedOn: '2025-02-01',
      rating: 4,
      shelves: ['keep'],
      topics: ['Physics'],
      quotes: [{ text: 'A line.', page: 3 }],
      notes: 'Some notes.',
    });
  });

  it.each([
    ['status: lent', /status must be one of/],
    ['status: reading', /a book being read has a start and no finish/],
    ['status: to-read\nstartedOn: 2025-01-01', /a book to read has no dates/],
    ['status: to-read\nrating: 6', /rating must be 1 to 5/],
    ['status: to-read\nshelves: [attic]', /shelf attic is not in shelves.json/],
    ['status: to-read\ntopics: [Astrology]', /topic Astrology is not a site topic/],
  ])('refuses %j, naming the file and the fault', async (front, problem) => {
    const dir = await write({ 'bad.md': book(front) });
    await expect(readBookSeeds(dir, [])).rejects.toThrow(problem);
    await expect(readBookSeeds(dir, [])).rejects.toThrow(/bad\.md/);
  });

  it('refuses a shelf named like a status', async () => {
    const dir = await write({ 'shelves.json': JSON.stringify([{ slug: 'read', name: 'Read', description: 'x' }]) });
    await expect(readShelfSeeds(path.join(dir, 'shelves.json'))).rejects.toThrow(/read is a status/);
  });
});
