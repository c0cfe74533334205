import { Module } from '@nestjs/common';
import { BooksModule } from '../books/books.module.js';
import { LibraryItemsRepository } from './library-items.repository.js';
import { LibraryOverviewController } from './library-overview.controller.js';
import { LibraryOverviewService } from './library-overview.service.js';

/** GET /api/library: the overview /library draws. */
@Module({
  imports: [BooksModule],
  controllers: [LibraryOverviewController],
  providers: [LibraryOverviewService, LibraryItemsRepository],
})
export class LibraryOverviewModule {}
