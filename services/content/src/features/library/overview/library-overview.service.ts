import { Injectable } from '@nestjs/common';
import type { LibraryOverview } from '@site/contracts';
import { BooksService } from '../books/books.service.js';
import { LibraryItemsRepository } from './library-items.repository.js';

/** Recent additions /library lists. */
export const RECENT_ITEMS = 8;

@Injectable()
export class LibraryOverviewService {
  constructor(
    private readonly books: BooksService,
    private readonly items: LibraryItemsRepository,
  ) {}

  /** The shelves with counts, what is being read, every kind's count and the newest additions. */
  async overview(): Promise<LibraryOverview> {
    const [shelves, reading, counts, recent] = await Promise.all([
      this.books.shelves(),
      this.books.reading(),
      this.items.counts(),
      this.items.recent(RECENT_ITEMS),
    ]);
    return {
      shelves,
      counts: {
        books: counts.book,
        papers: counts.paper,
        audio: counts.audio,
        documents: counts.document,
        episodes: counts.episode,
      },
      reading,
      recent,
    };
  }
}
