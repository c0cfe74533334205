import { Module } from '@nestjs/common';
import { BooksModule } from '../books/books.module.js';
import { LibraryItemsRepository } from './library-items.repository.js';
import { LibraryOverviewController } from './library-overview.controller.js';
import { LibraryOverviewService } from './library-overview.service.js';
import { LibraryPageDocuments } from './library-page-documents.js';

/** GET /api/library (the overview /library draws) and the first HTML of /library and /library/books. */
@Module({
  imports: [BooksModule],
  controllers: [LibraryOverviewController],
  providers: [LibraryOverviewService, LibraryItemsRepository, LibraryPageDocuments],
  exports: [LibraryOverviewService, LibraryPageDocuments],
})
export class LibraryOverviewModule {}
