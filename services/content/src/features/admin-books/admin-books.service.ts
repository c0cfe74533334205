import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  bookSlugOf,
  libraryItemHref,
  readingDatesProblem,
  readIsbn,
  type AdminBook,
  type AdminBookInput,
  type AdminBookRow,
} from '@site/contracts';
import type { Worded } from '@site/service-kit';
import { bookCoverPath } from '../library/books/book-cover-path.js';
import { SearchIndexService } from '../search/search-index.service.js';
import { AdminBooksRepository, type BookFields, type StoredAdminBook } from './admin-books.repository.js';
import type { BookRef } from './book-ref.js';
import { bookSaveWords } from './book-words.js';
import { BookCoverProblem, uploadedBookCover } from './uploaded-cover.js';

const UNIQUE_VIOLATION = '23505';

const slugConflict = (slug: string) =>
  new ConflictException(`Another book already has the slug "${slug}". Change the title or give the book another slug.`);

const toRow = (book: StoredAdminBook): AdminBookRow => ({
  id: book.id,
  slug: book.slug,
  title: book.title,
  author: book.author,
  year: book.year,
  status: book.status,
  startedOn: book.startedOn,
  finishedOn: book.finishedOn,
  shelves: book.shelves.map((shelf) => shelf.slug),
  coverUrl: book.coverUrl ?? bookCoverPath(book),
  coverUploaded: book.coverUrl !== null,
  addedAt: book.addedAt.toISOString(),
});

/**
 * The author's books: their facts, where they stand and the reading dates that go with it, own shelves, topics,
 * rating, notes, quotes and cover. Readers' lists and search follow every change at once.
 */
@Injectable()
export class AdminBooksService {
  constructor(
    private readonly books: AdminBooksRepository,
    private readonly searchIndex: SearchIndexService,
  ) {}

  async list(): Promise<AdminBookRow[]> {
    return (await this.books.list()).map(toRow);
  }

  async get(ref: BookRef): Promise<AdminBook> {
    return this.view(await this.found(ref));
  }

  async create(input: AdminBookInput): Promise<Worded<AdminBook>> {
    const fields = await this.fields(null, input);
    if (await this.books.slugTaken(fields.slug)) throw slugConflict(fields.slug);
    const id = await this.saving(fields.slug, () => this.books.create(fields));
    await this.searchIndex.sync();
    return { value: await this.get({ id }), words: bookSaveWords(null, fields) };
  }

  async update(ref: BookRef, input: AdminBookInput): Promise<Worded<AdminBook>> {
    const before = await this.found(ref);
    const fields = await this.fields(before, input);
    if (await this.books.slugTaken(fields.slug, before.id)) throw slugConflict(fields.slug);
    await this.saving(fields.slug, () => this.books.update(before, fields));
    await this.searchIndex.sync();
    return { value: await this.get({ id: before.id }), words: bookSaveWords(before, fields) };
  }

  async remove(ref: BookRef): Promise<string> {
    const book = await this.found(ref);
    await this.books.remove(book);
    await this.searchIndex.sync();
    return `removed the book “${book.title}”`;
  }

  /** Makes the upload the book's cover (checked by content), or with null gives it its generated cover again. */
  async setCover(ref: BookRef, upload: Buffer | null): Promise<Worded<AdminBook>> {
    const book = await this.found(ref);
    let webp: Buffer | null = null;
    if (upload) {
      try {
        webp = await uploadedBookCover(upload);
      } catch (error) {
        if (error instanceof BookCoverProblem) throw new BadRequestException(error.message);
        throw error;
      }
    }
    await this.books.setCover(book, webp);
    const words = webp ? `uploaded a cover for “${book.title}”` : `gave “${book.title}” its generated cover again`;
    return { value: await this.get({ id: book.id }), words };
  }

  private async found(ref: BookRef): Promise<StoredAdminBook> {
    const book = await this.books.find(ref);
    if (!book) throw new NotFoundException('Book not found');
    return book;
  }

  /** What a save writes, refused (400) with the author's message where the rules are broken. */
  private async fields(before: StoredAdminBook | null, input: AdminBookInput): Promise<BookFields> {
    const isbn = input.isbn?.trim() ? readIsbn(input.isbn) : null;
    if (isbn?.problem) throw new BadRequestException(isbn.problem);
    const startedOn = input.startedOn ?? null;
    const finishedOn = input.finishedOn ?? null;
    const dates = readingDatesProblem(input.status, startedOn, finishedOn);
    if (dates) throw new BadRequestException(dates);
    const shelves = [...new Set(input.shelves ?? [])];
    const [unknown] = await this.books.unknownShelves(shelves);
    if (unknown !== undefined) throw new BadRequestException(`There is no shelf "${unknown}".`);
    return {
      slug: input.slug ?? before?.slug ?? bookSlugOf(input.title),
      title: input.title,
      author: input.author,
      year: input.year,
      isbn: isbn?.isbn ?? null,
      status: input.status,
      startedOn,
      finishedOn,
      topics: [...new Set(input.topics ?? [])],
      rating: input.rating ?? null,
      notes: input.notes ?? '',
      shelves,
      quotes: (input.quotes ?? []).map(({ text, page }) => ({ text, ...(page ? { page } : {}) })),
    };
  }

  /** A save that lost a race for its slug is the same conflict as one that saw it taken. */
  private async saving<T>(slug: string, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION)
        throw slugConflict(slug);
      throw error;
    }
  }

  private view(book: StoredAdminBook): AdminBook {
    return {
      ...toRow(book),
      isbn: book.isbn,
      topics: book.topics,
      rating: book.rating,
      notes: book.notes,
      quotes: book.quotes.map(({ text, page }) => ({ text, ...(page ? { page } : {}) })),
      path: libraryItemHref('book', book.slug),
    };
  }
}
