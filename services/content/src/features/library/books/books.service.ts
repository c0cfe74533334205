import { BadRequestException, Injectable } from '@nestjs/common';
import {
  BOOK_PAGE_SIZE,
  READING_NOW_MAX,
  READING_STATUS_NAMES,
  READING_STATUSES,
  type Book,
  type BookList,
  type BookListParams,
  type BookTopic,
  type ReadingStatus,
  type Shelf,
} from '@site/contracts';
import { MarkdownRenderer } from '@site/markdown-render';
import { toPrefixTsQuery } from '../../essays/search-terms.js';
import { bookCoverPath } from './book-cover-path.js';
import { BooksRepository, type StoredBook } from './books.repository.js';

const STATUS_DESCRIPTIONS: Record<ReadingStatus, string> = {
  reading: 'On the desk now, with a pencil in each.',
  read: 'Finished, with notes and the lines worth keeping.',
  'to-read': 'Waiting on the pile, in no particular order.',
};

const isStatus = (slug: string): slug is ReadingStatus => (READING_STATUSES as readonly string[]).includes(slug);

@Injectable()
export class BooksService {
  constructor(
    private readonly books: BooksRepository,
    private readonly renderer: MarkdownRenderer,
  ) {}

  /** One page of the books matching the filters; an unknown shelf is refused (400), naming the known ones. */
  async list({ shelf, topic, q, sort = 'added', page = 1 }: BookListParams): Promise<BookList> {
    if (shelf && !isStatus(shelf) && !(await this.books.hasShelf(shelf))) {
      const known = (await this.shelves()).map((s) => s.slug).join(', ');
      throw new BadRequestException(`shelf must be one of: ${known}.`);
    }
    const { items, total } = await this.books.page({
      tsQuery: q ? toPrefixTsQuery(q) : null,
      ...(shelf && isStatus(shelf) ? { status: shelf } : shelf ? { shelf } : {}),
      topic,
      sort,
      limit: BOOK_PAGE_SIZE,
      offset: (page - 1) * BOOK_PAGE_SIZE,
    });
    return { items: items.map((book) => this.toBook(book)), total };
  }

  /** The status shelves (Reading, Read, To read), then the author's own, each with its count. */
  async shelves(): Promise<Shelf[]> {
    const [statusCounts, own] = await Promise.all([this.books.statusCounts(), this.books.ownShelves()]);
    return [
      ...READING_STATUSES.map((status) => ({
        slug: status,
        name: READING_STATUS_NAMES[status],
        kind: 'status' as const,
        count: statusCounts[status],
        description: STATUS_DESCRIPTIONS[status],
      })),
      ...own.map((shelf) => ({ ...shelf, kind: 'own' as const })),
    ];
  }

  /** The topics the books are filed under, commonest first. */
  topics(): Promise<BookTopic[]> {
    return this.books.topicCounts();
  }

  /** The books being read now, at most four, the most recently started first. */
  async reading(): Promise<Book[]> {
    return (await this.books.reading(READING_NOW_MAX)).map((book) => this.toBook(book));
  }

  toBook(row: StoredBook): Book {
    return {
      slug: row.slug,
      title: row.title,
      author: row.author,
      year: row.year,
      ...(row.isbn ? { isbn: row.isbn } : {}),
      status: row.status,
      startedOn: row.startedOn,
      finishedOn: row.finishedOn,
      shelves: row.shelves.map((shelf) => shelf.slug),
      topics: row.topics,
      rating: row.rating,
      notesHtml: this.renderer.render(`book:${row.slug}`, row.notes).html,
      quotes: row.quotes.map((quote) => ({ text: quote.text, ...(quote.page ? { page: quote.page } : {}) })),
      coverUrl: row.coverUrl ?? bookCoverPath(row),
      coverAlt: `Cover of ${row.title} by ${row.author}`,
      addedAt: row.addedAt.toISOString(),
    };
  }
}
