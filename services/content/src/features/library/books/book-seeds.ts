import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { READING_STATUSES, TOPIC_NAMES, type Book, type BookQuote, type ReadingStatus } from '@site/contracts';
import { readFrontMatter } from '@site/markdown-render';

export interface ShelfSeed {
  slug: string;
  name: string;
  description: string;
}

/** A book as its seed file states it: the API's book, its notes still markdown, its cover still to be drawn. */
export type BookSeed = Omit<Book, 'notesHtml' | 'coverUrl' | 'coverAlt'> & { notes: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Front matter dates come back from YAML as Date objects; anything else as written. */
const asDay = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/** Reads `shelves.json`: the author's own shelves, in the order they are shown. Throws naming the fault. */
export async function readShelfSeeds(file: string): Promise<ShelfSeed[]> {
  const rows: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!Array.isArray(rows)) throw new Error(`${file}: must be a list`);
  return rows.map((row: unknown, index) => {
    const { slug, name, description } = (row ?? {}) as Record<string, unknown>;
    const where = `${file} item ${index + 1}`;
    if (typeof slug !== 'string' || !SLUG.test(slug)) throw new Error(`${where}: slug must be a slug`);
    if ((READING_STATUSES as readonly string[]).includes(slug)) throw new Error(`${where}: ${slug} is a status`);
    if (typeof name !== 'string' || !name.trim()) throw new Error(`${where}: name must be text`);
    if (typeof description !== 'string' || !description.trim()) throw new Error(`${where}: description must be text`);
    return { slug, name: name.trim(), description: description.trim() };
  });
}

/**
 * Reads `<slug>.md` files: front matter for the facts and the author's reading of the book, the body for
 * the notes (markdown). Throws naming the file and the fault, so a bad seed stops the service at start.
 */
export async function readBookSeeds(dir: string, shelves: ShelfSeed[]): Promise<BookSeed[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const { data, content } = readFrontMatter(await readFile(file, 'utf8'));
      return checkBook(file, { ...data, slug: name.replace(/\.md$/, ''), notes: content.trim() }, shelves);
    }),
  );
}

function checkBook(file: string, data: Record<string, unknown>, shelves: ShelfSeed[]): BookSeed {
  const fail = (problem: string): never => {
    throw new Error(`${file}: ${problem}`);
  };
  const text = (key: string) =>
    typeof data[key] === 'string' && data[key].trim() ? data[key].trim() : fail(`${key} must be text`);
  const day = (key: string) => {
    if (data[key] === undefined || data[key] === null) return null;
    const value = asDay(data[key]);
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : fail(`${key} must be a date (YYYY-MM-DD)`);
  };
  const list = (key: string) =>
    Array.isArray(data[key]) ? data[key].map(String) : data[key] === undefined ? [] : fail(`${key} must be a list`);

  const slug = String(data.slug);
  if (!SLUG.test(slug)) fail('the file name must be a slug');
  const status = data.status as ReadingStatus;
  if (!READING_STATUSES.includes(status)) fail(`status must be one of ${READING_STATUSES.join(', ')}`);
  const year = Number(data.year);
  if (!Number.isInteger(year)) fail('year must be a whole number');
  const rating = data.rating === undefined || data.rating === null ? null : Number(data.rating);
  if (rating !== null && !(Number.isInteger(rating) && rating >= 1 && rating <= 5)) fail('rating must be 1 to 5');
  const startedOn = day('startedOn');
  const finishedOn = day('finishedOn');
  if (status === 'to-read' && (startedOn || finishedOn)) fail('a book to read has no dates');
  if (status === 'reading' && (!startedOn || finishedOn)) fail('a book being read has a start and no finish');
  if (status === 'read' && (!startedOn || !finishedOn)) fail('a read book has a start and a finish');
  const own = list('shelves');
  const unknownShelf = own.find((shelf) => !shelves.some((known) => known.slug === shelf));
  if (unknownShelf) fail(`shelf ${unknownShelf} is not in shelves.json`);
  const topics = list('topics');
  const unknownTopic = topics.find((topic) => !(TOPIC_NAMES as readonly string[]).includes(topic));
  if (unknownTopic) fail(`topic ${unknownTopic} is not a site topic`);
  const quotes = Array.isArray(data.quotes) ? data.quotes.map((quote: unknown) => checkQuote(quote, fail)) : [];
  const addedAt = asDay(data.addedAt);
  if (Number.isNaN(Date.parse(addedAt))) fail('addedAt must be a date');
  return {
    slug,
    title: text('title'),
    author: text('author'),
    year,
    status,
    startedOn,
    finishedOn,
    shelves: own,
    topics,
    rating,
    notes: text('notes'),
    quotes,
    addedAt,
  };
}

function checkQuote(quote: unknown, fail: (problem: string) => never): BookQuote {
  const { text, page } = (quote ?? {}) as Record<string, unknown>;
  if (typeof text !== 'string' || !text.trim()) fail('each quote needs text');
  if (page !== undefined && !(Number.isInteger(page) && Number(page) > 0)) fail('a quote page must be positive');
  return { text: String(text).trim(), ...(page !== undefined ? { page: Number(page) } : {}) };
}
