import { Module } from '@nestjs/common';
import { SearchModule } from '../search/search.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AdminBookCoverController } from './admin-book-cover.controller.js';
import { AdminBooksController } from './admin-books.controller.js';
import { AdminBooksRepository } from './admin-books.repository.js';
import { AdminBooksService } from './admin-books.service.js';
import { AdminShelvesController } from './admin-shelves.controller.js';
import { AdminShelvesRepository } from './admin-shelves.repository.js';
import { AdminShelvesService } from './admin-shelves.service.js';

/** The author's side of the library's books: the books with their covers, and the own shelves. */
@Module({
  imports: [SearchModule, UploadsModule],
  controllers: [AdminBookCoverController, AdminShelvesController, AdminBooksController],
  providers: [AdminBooksRepository, AdminBooksService, AdminShelvesRepository, AdminShelvesService],
})
export class AdminBooksModule {}
