import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { BookQuote, ReadingStatus } from '@site/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import { BookQuoteEntity } from '../library/books/book-quote.entity.js';
import { BookEntity } from '../library/books/book.entity.js';
import { recordRemoval } from '../library/books/library-removals.js';
import { ShelfEntity } from '../library/books/shelf.entity.js';
import { MediaFileEntity } from '../library/media/media-file.entity.js';
import { mediaAddress, mediaNameOf } from '../library/media/media-files.js';
import { storeMedia } from '../transfer/media-store.js';
import type { BookRef } from './book-ref.js';

/** Uploaded covers live under /media/books/, served as the library's other files are. */
const BOOK_MEDIA = 'books';

/** A book as its editor saves it: its own fields, its own shelves' slugs and its quotes in order. */
export interface BookFields {
  slug: string;
  title: string;
  author: string;
  year: number;
  isbn: string | null;
  status: ReadingStatus;
  startedOn: string | null;
  finishedOn: string | null;
  topics: string[];
  rating: number | null;
  notes: string;
  shelves: string[];
  quotes: BookQuote[];
}

/** A book with its shelves (in shelf order) and quotes (in order). */
export type StoredAdminBook = Omit<BookEntity, 'search'>;

const WITH_DETAILS = {
  relations: { shelves: true, quotes: true },
  order: { shelves: { position: 'ASC' }, quotes: { position: 'ASC' } },
} as const;

/** The books as the author edits them: their fields, shelves, quotes and uploaded covers. */
@Injectable()
export class AdminBooksRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every book, the newest addition first, with its shelves. */
  list(): Promise<StoredAdminBook[]> {
    return this.dataSource.manager.find(BookEntity, {
      relations: { shelves: true },
      order: { addedAt: 'DESC', id: 'DESC', shelves: { position: 'ASC' } },
    });
  }

  find(ref: BookRef): Promise<StoredAdminBook | null> {
    return this.dataSource.manager.findOne(BookEntity, { where: ref, ...WITH_DETAILS });
  }

  async slugTaken(slug: string, exceptId?: number): Promise<boolean> {
    const found = await this.dataSource.manager.findOne(BookEntity, { where: { slug }, select: { id: true } });
    return found !== null && found.id !== exceptId;
  }

  /** Which of these own shelves' slugs name no shelf. */
  async unknownShelves(slugs: string[]): Promise<string[]> {
    if (slugs.length === 0) return [];
    const known = await this.dataSource.manager.find(ShelfEntity, {
      where: { slug: In(slugs) },
      select: { slug: true },
    });
    return slugs.filter((slug) => !known.some((shelf) => shelf.slug === slug));
  }

  create(fields: BookFields): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const { shelves, quotes, ...own } = fields;
      const { id } = await manager.save(
        manager.create(BookEntity, { ...own, addedAt: new Date(), shelves: await this.shelves(manager, shelves) }),
      );
      await this.replaceQuotes(manager, id, quotes);
      return id;
    });
  }

  /** Saves the book; a slug it leaves is remembered, so the seed does not bring a book back under it. */
  update(before: StoredAdminBook, fields: BookFields): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const { shelves, quotes, ...own } = fields;
      await manager.save(
        manager.create(BookEntity, { id: before.id, ...own, shelves: await this.shelves(manager, shelves) }),
      );
      await this.replaceQuotes(manager, before.id, quotes);
      if (before.slug !== fields.slug) await recordRemoval(manager, 'book', before.slug);
    });
  }

  /** Deletes the book with its quotes and the cover only it used. */
  remove(book: StoredAdminBook): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await manager.delete(BookEntity, { id: book.id });
      await recordRemoval(manager, 'book', book.slug);
      await this.dropIfUnused(manager, book.coverUrl);
    });
  }

  /**
   * Stores a cover (a WebP) as the book's, or with null goes back to the generated one; the cover it replaces goes
   * unless another book uses it.
   */
  setCover(book: StoredAdminBook, webp: Buffer | null): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      const coverUrl = webp && (await this.stored(manager, book.slug, webp));
      await manager.update(BookEntity, { id: book.id }, { coverUrl });
      if (book.coverUrl !== coverUrl) await this.dropIfUnused(manager, book.coverUrl);
    });
  }

  private shelves(manager: EntityManager, slugs: string[]): Promise<ShelfEntity[]> {
    return slugs.length === 0 ? Promise.resolve([]) : manager.find(ShelfEntity, { where: { slug: In(slugs) } });
  }

  private async replaceQuotes(manager: EntityManager, bookId: number, quotes: BookQuote[]): Promise<void> {
    await manager.delete(BookQuoteEntity, { book: { id: bookId } });
    if (quotes.length === 0) return;
    await manager.insert(
      BookQuoteEntity,
      quotes.map(({ text, page }, position) => ({ text, page: page ?? null, position, book: { id: bookId } })),
    );
  }

  /**
   * Stores the bytes under a name of their own, the book's slug and a hash of them (the same bytes are the same
   * file, and the name may be cached for a year); answers the address.
   */
  private async stored(manager: EntityManager, slug: string, webp: Buffer): Promise<string> {
    const hash = createHash('sha256').update(webp).digest('hex').slice(0, 10);
    const name = { kind: BOOK_MEDIA, file: `${slug}-${hash}.webp` };
    if (!(await manager.existsBy(MediaFileEntity, name))) await storeMedia(manager, name, webp, 'image/webp');
    return mediaAddress(name);
  }

  /** Deletes an uploaded cover no book points at any more. */
  private async dropIfUnused(manager: EntityManager, address: string | null): Promise<void> {
    const name = address ? mediaNameOf(address) : null;
    if (!name || name.kind !== BOOK_MEDIA) return;
    if (await manager.existsBy(BookEntity, { coverUrl: address! })) return;
    await manager.delete(MediaFileEntity, { kind: name.kind, file: name.file });
  }
}
