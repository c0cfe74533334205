import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { READING_STATUSES, type BookSort, type BookTopic, type ReadingStatus } from '@site/contracts';
import { DataSource, In, Repository, type SelectQueryBuilder } from 'typeorm';
import { BookQuoteEntity } from './book-quote.entity.js';
import { BookEntity } from './book.entity.js';
import type { BookSeed, ShelfSeed } from './book-seeds.js';
import { removedSlugs } from './library-removals.js';
import { ShelfEntity } from './shelf.entity.js';

/** Which books to list, in which order. */
export interface BookCriteria {
  /** A prefix tsquery built from letters and digits only (see toPrefixTsQuery), or null for no text filter. */
  tsQuery: string | null;
  status?: ReadingStatus;
  /** An own shelf's slug. */
  shelf?: string;
  topic?: string;
  sort: BookSort;
  limit: number;
  offset: number;
}

/** A book with its own shelves and its quotes in order. */
export type StoredBook = Omit<BookEntity, 'search'>;

/** An own shelf with how many books stand on it. */
export interface OwnShelfCount {
  slug: string;
  name: string;
  description: string;
  count: number;
}

/** The library's books, their own shelves and quotes. */
@Injectable()
export class BooksRepository {
  constructor(
    @InjectRepository(BookEntity) private readonly books: Repository<BookEntity>,
    @InjectRepository(ShelfEntity) private readonly shelves: Repository<ShelfEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /** One page of the matching books, with shelves and quotes, and how many match in all. */
  async page(criteria: BookCriteria): Promise<{ items: StoredBook[]; total: number }> {
    const [ids, total] = await Promise.all([
      inOrder(this.matching(criteria).select('book.id', 'id'), criteria.sort)
        .limit(criteria.limit)
        .offset(criteria.offset)
        .getRawMany<{ id: number }>(),
      this.matching(criteria).getCount(),
    ]);
    return { items: await this.withDetails(ids.map((row) => row.id)), total };
  }

  /** The books being read, the most recently started first. */
  async reading(limit: number): Promise<StoredBook[]> {
    const rows = await this.books.find({
      select: { id: true },
      where: { status: 'reading' },
      order: { startedOn: 'DESC', id: 'DESC' },
      take: limit,
    });
    return this.withDetails(rows.map((row) => row.id));
  }

  /** The most recently added books, newest first (no shelves or quotes). */
  recent(limit: number): Promise<Pick<BookEntity, 'slug' | 'title' | 'addedAt'>[]> {
    return this.books.find({
      select: { slug: true, title: true, addedAt: true },
      order: { addedAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  /** The title and author of a book, for its cover; null for an unknown slug. */
  findCover(slug: string): Promise<Pick<BookEntity, 'title' | 'author' | 'year'> | null> {
    return this.books.findOne({ select: { title: true, author: true, year: true }, where: { slug } });
  }

  /** The topics books are filed under, commonest first, with their counts. */
  topicCounts(): Promise<BookTopic[]> {
    return this.dataSource.query<BookTopic[]>(
      `SELECT topic AS name, count(*)::int AS count FROM content.books, unnest(topics) AS topic
        GROUP BY topic ORDER BY count DESC, topic ASC`,
    );
  }

  /** How many books stand on each status shelf (every status present, zero included). */
  async statusCounts(): Promise<Record<ReadingStatus, number>> {
    const rows = await this.books
      .createQueryBuilder('book')
      .select('book.status', 'status')
      .addSelect('count(*)::int', 'count')
      .groupBy('book.status')
      .getRawMany<{ status: ReadingStatus; count: number }>();
    const counts = Object.fromEntries(READING_STATUSES.map((status) => [status, 0])) as Record<ReadingStatus, number>;
    for (const row of rows) counts[row.status] = row.count;
    return counts;
  }

  /** The own shelves in their order, with their book counts. */
  ownShelves(): Promise<OwnShelfCount[]> {
    return this.dataSource.query<OwnShelfCount[]>(
      `SELECT shelf.slug, shelf.name, shelf.description, count(held.book_id)::int AS count
        FROM content.library_shelves shelf LEFT JOIN content.book_shelves held ON held.shelf_id = shelf.id
        GROUP BY shelf.id ORDER BY shelf.position ASC`,
    );
  }

  async hasShelf(slug: string): Promise<boolean> {
    return this.shelves.exists({ where: { slug } });
  }

  async count(): Promise<number> {
    return this.books.count();
  }

  /**
   * Stores the shelves not stored yet, then the books whose slug is not stored yet with their shelves
   * and quotes; answers how many books it added. Running it again changes nothing, and what the author
   * removed stays removed.
   */
  addMissing(shelves: ShelfSeed[], books: BookSeed[]): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const removedShelves = await removedSlugs(manager, 'shelf');
      const keptShelves = shelves.filter((shelf) => !removedShelves.has(shelf.slug));
      if (keptShelves.length > 0) {
        // A shelf new to the seed goes after those there are, which the author may have put in order.
        const [{ last }]: { last: number }[] = await manager.query(
          'SELECT coalesce(max(position), -1) AS last FROM content.library_shelves',
        );
        await manager
          .createQueryBuilder()
          .insert()
          .into(ShelfEntity)
          .values(keptShelves.map((shelf, index) => ({ ...shelf, position: last + 1 + index })))
          .orIgnore()
          .execute();
      }
      const stored = new Set(
        (await manager.find(BookEntity, { select: { slug: true }, where: { slug: In(books.map((b) => b.slug)) } })).map(
          (b) => b.slug,
        ),
      );
      const removedBooks = await removedSlugs(manager, 'book');
      const fresh = books.filter((book) => !stored.has(book.slug) && !removedBooks.has(book.slug));
      const shelfRows = await manager.find(ShelfEntity);
      for (const seed of fresh) {
        const { shelves: shelfSlugs, quotes, addedAt, ...fields } = seed;
        await manager.save(
          manager.create(BookEntity, {
            ...fields,
            addedAt: new Date(addedAt),
            shelves: shelfRows.filter((shelf) => shelfSlugs.includes(shelf.slug)),
            quotes: quotes.map((quote, position) =>
              manager.create(BookQuoteEntity, { text: quote.text, page: quote.page ?? null, position }),
            ),
          }),
        );
      }
      return fresh.length;
    });
  }

  /** The books these criteria keep, unordered and unselected. */
  private matching(criteria: BookCriteria): SelectQueryBuilder<BookEntity> {
    const q = this.books.createQueryBuilder('book');
    if (criteria.tsQuery) q.andWhere(`book.search @@ to_tsquery('english', :tsQuery)`, { tsQuery: criteria.tsQuery });
    if (criteria.status) q.andWhere('book.status = :status', { status: criteria.status });
    if (criteria.topic) q.andWhere(':topic = ANY(book.topics)', { topic: criteria.topic });
    if (criteria.shelf) {
      q.andWhere(
        `EXISTS (SELECT 1 FROM content.book_shelves held JOIN content.library_shelves shelf ON shelf.id = held.shelf_id
          WHERE held.book_id = book.id AND shelf.slug = :shelf)`,
        { shelf: criteria.shelf },
      );
    }
    return q;
  }

  /** The books with these ids, in this order, with their shelves (in shelf order) and quotes (in order). */
  private async withDetails(ids: number[]): Promise<StoredBook[]> {
    if (ids.length === 0) return [];
    const rows = await this.books.find({
      where: { id: In(ids) },
      relations: { shelves: true, quotes: true },
      order: { shelves: { position: 'ASC' }, quotes: { position: 'ASC' } },
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is BookEntity => row !== undefined);
  }
}

/** Orders books as `sort` asks; ties fall to the title, then the id, so pages never overlap. */
function inOrder(q: SelectQueryBuilder<BookEntity>, sort: BookSort): SelectQueryBuilder<BookEntity> {
  switch (sort) {
    case 'title':
      q.orderBy('book.title', 'ASC');
      break;
    case 'author':
      // By surname, as a library shelves them: the last word of the first author's name.
      q.orderBy(`regexp_replace(split_part(book.author, ' and ', 1), '^.*\\s', '')`, 'ASC').addOrderBy(
        'book.author',
        'ASC',
      );
      break;
    case 'year':
      q.orderBy('book.year', 'ASC');
      break;
    case 'rating':
      q.orderBy('book.rating', 'DESC', 'NULLS LAST');
      break;
    default:
      q.orderBy('book.addedAt', 'DESC');
  }
  return q.addOrderBy('book.title', 'ASC').addOrderBy('book.id', 'ASC');
}
