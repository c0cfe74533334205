import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { readBookListParams, type PageDocument } from '@site/contracts';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { ContentConfig } from '../../../config.js';
import { ContentHeads } from '../../pages/content-heads.js';
import { booksPageDocument } from '../books/books-page-document.js';
import { overviewPageDocument } from './overview-page-document.js';
import { BooksService } from '../books/books.service.js';
import { LibraryOverviewService } from './library-overview.service.js';

/** The first HTML of /library and /library/books, for the page-document service to answer. */
@Injectable()
export class LibraryPageDocuments {
  private readonly heads: ContentHeads;

  constructor(
    private readonly overview: LibraryOverviewService,
    private readonly books: BooksService,
    @Inject(SERVICE_CONFIG) config: ContentConfig,
  ) {
    this.heads = new ContentHeads(config.siteUrl);
  }

  async overviewPage(): Promise<PageDocument> {
    return overviewPageDocument(this.heads, await this.overview.overview());
  }

  /** The list at this address; filters the API refuses (an unknown shelf) leave the list to the app. */
  async booksPage(search: URLSearchParams): Promise<PageDocument> {
    const params = readBookListParams(search);
    const [list, shelves, topics] = await Promise.all([
      this.books.list(params).catch((error: unknown) => {
        if (error instanceof BadRequestException) return null;
        throw error;
      }),
      this.books.shelves(),
      this.books.topics(),
    ]);
    return booksPageDocument(this.heads, { params, list, shelves, topics });
  }
}
