import { readIsbn } from '@site/contracts';
import { In, type EntityManager } from 'typeorm';
import { BookQuoteEntity } from '../library/books/book-quote.entity.js';
import { BookEntity } from '../library/books/book.entity.js';
import { ShelfEntity } from '../library/books/shelf.entity.js';
import {
  ArchiveFileProblem,
  baseName,
  checkedList,
  filesIn,
  firstDuplicate,
  jsonText,
  markdownText,
  readJson,
  readMarkdown,
  sameRecord,
  type ArchiveFiles,
} from './archive-files.js';
import { isoTime, Tally, type KindTransfer } from './kind-transfer.js';
import { missingMedia } from './media-store.js';
import { BookRecord, ShelfRecord } from './records.js';

const SHELVES = 'library/shelves.json';
const BOOKS = 'library/books.json';
const NOTES = 'library/notes';

export interface BooksPart {
  shelves: ShelfRecord[];
  books: (BookRecord & { notes: string })[];
}

const shelfRecordOf = ({ slug, name, description, position }: ShelfEntity): ShelfRecord => ({
  slug,
  name,
  description,
  position,
});

/** A book in the archive's shape, its notes included: the one place a new book field is added. */
const bookRecordOf = (book: BookEntity): BookRecord & { notes: string } => ({
  slug: book.slug,
  title: book.title,
  author: book.author,
  year: book.year,
  isbn: book.isbn,
  status: book.status,
  startedOn: book.startedOn,
  finishedOn: book.finishedOn,
  topics: book.topics,
  rating: book.rating,
  shelves: book.shelves.map((shelf) => shelf.slug).sort(),
  quotes: [...book.quotes].sort((a, b) => a.position - b.position).map(({ text, page }) => ({ text, page })),
  cover: book.coverUrl,
  addedAt: isoTime(book.addedAt)!,
  notes: book.notes.trim(),
});

/** `library/shelves.json`, `library/books.json` and each book's notes as `library/notes/<slug>.md`. */
export const booksTransfer: KindTransfer<BooksPart> = {
  kind: 'books',

  async exportFiles(manager) {
    const shelves = await manager.find(ShelfEntity, { order: { position: 'ASC' } });
    const books = await manager.find(BookEntity, {
      relations: { shelves: true, quotes: true },
      order: { slug: 'ASC' },
    });
    const records = books.map(bookRecordOf);
    return {
      [SHELVES]: jsonText(shelves.map(shelfRecordOf)),
      [BOOKS]: jsonText(records.map(({ notes: _notes, ...book }) => book)),
      ...Object.fromEntries(
        records
          .filter((book) => book.notes)
          .map((book) => [
            `${NOTES}/${book.slug}.md`,
            markdownText({ book: book.slug, title: book.title }, book.notes),
          ]),
      ),
    };
  },

  read(files: ArchiveFiles) {
    const shelves = files[SHELVES] ? checkedList(ShelfRecord, readJson(files, SHELVES), SHELVES) : [];
    const books = files[BOOKS] ? checkedList(BookRecord, readJson(files, BOOKS), BOOKS) : [];
    const shelfTwice = firstDuplicate(shelves, (shelf) => shelf.slug);
    if (shelfTwice) throw new ArchiveFileProblem(SHELVES, `the shelf "${shelfTwice}" is listed twice.`);
    const bookTwice = firstDuplicate(books, (book) => book.slug);
    if (bookTwice) throw new ArchiveFileProblem(BOOKS, `the book "${bookTwice}" is listed twice.`);
    const wrongIsbn = books.find((book) => book.isbn && readIsbn(book.isbn).isbn !== book.isbn);
    if (wrongIsbn) {
      throw new ArchiveFileProblem(BOOKS, `the ISBN ${wrongIsbn.isbn} of "${wrongIsbn.slug}" has a wrong check digit.`);
    }
    const notes = new Map(
      filesIn(files, NOTES, '.md').map((path) => [baseName(path, '.md'), readMarkdown(files, path).body] as const),
    );
    const slugs = new Set(books.map((book) => book.slug));
    const stray = [...notes.keys()].find((slug) => !slugs.has(slug));
    if (stray) throw new ArchiveFileProblem(`${NOTES}/${stray}.md`, `no book "${stray}" is in ${BOOKS}.`);
    if (shelves.length === 0 && books.length === 0) return [];
    return [
      {
        shelves,
        books: books.map((book) => ({
          ...book,
          isbn: book.isbn ?? null,
          startedOn: book.startedOn ?? null,
          finishedOn: book.finishedOn ?? null,
          rating: book.rating ?? null,
          shelves: [...new Set(book.shelves)].sort(),
          quotes: book.quotes.map(({ text, page }) => ({ text, page: page ?? null })),
          cover: book.cover ?? null,
          addedAt: isoTime(book.addedAt)!,
          notes: notes.get(book.slug) ?? '',
        })),
      },
    ];
  },

  async write(manager: EntityManager, parts) {
    const tally = new Tally('books');
    const [part] = parts;
    if (!part) return tally.written();
    for (const record of part.shelves) {
      const shelf = await manager.findOneBy(ShelfEntity, { slug: record.slug });
      if (shelf && sameRecord(shelfRecordOf(shelf), record)) continue;
      await manager.save(ShelfEntity, manager.create(ShelfEntity, { ...shelf, ...record }));
    }
    const shelves = new Map((await manager.find(ShelfEntity)).map((shelf) => [shelf.slug, shelf]));
    const existing = new Map(
      (
        await manager.find(BookEntity, {
          where: { slug: In(part.books.map((book) => book.slug)) },
          relations: { shelves: true, quotes: true },
        })
      ).map((book) => [book.slug, book]),
    );
    for (const record of part.books) {
      const unknown = record.shelves.find((slug) => !shelves.has(slug));
      if (unknown) throw new ArchiveFileProblem(BOOKS, `the book "${record.slug}" stands on no shelf "${unknown}".`);
      const missing = record.cover && (await missingMedia(manager, record.cover));
      if (missing) throw new ArchiveFileProblem(BOOKS, `the cover of "${record.slug}": ${missing}`);
      const book = existing.get(record.slug);
      const same = book !== undefined && sameRecord(bookRecordOf(book), record);
      tally.count(book !== undefined, same);
      if (same) continue;
      const { quotes, shelves: shelfSlugs, addedAt, cover, ...fields } = record;
      const saved = await manager.save(
        BookEntity,
        manager.create(BookEntity, {
          id: book?.id,
          ...fields,
          coverUrl: cover,
          addedAt: new Date(addedAt),
          shelves: shelfSlugs.map((slug) => shelves.get(slug)!),
        }),
      );
      await manager.delete(BookQuoteEntity, { book: { id: saved.id } });
      if (quotes.length > 0) {
        await manager.insert(
          BookQuoteEntity,
          quotes.map((quote, position) => ({ ...quote, position, book: { id: saved.id } })),
        );
      }
    }
    return tally.written();
  },
};
