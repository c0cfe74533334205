import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RenderingModule } from '../../rendering/rendering.module.js';
import { BookCovers } from './book-cover.js';
import { BookCoversController } from './book-covers.controller.js';
import { BookQuoteEntity } from './book-quote.entity.js';
import { BookSeeder } from './book-seeder.js';
import { BookEntity } from './book.entity.js';
import { BooksController } from './books.controller.js';
import { BooksRepository } from './books.repository.js';
import { BooksService } from './books.service.js';
import { ShelfEntity } from './shelf.entity.js';

/** The library's books and shelves: their API, generated covers and shipped seed. */
@Module({
  imports: [TypeOrmModule.forFeature([BookEntity, ShelfEntity, BookQuoteEntity]), RenderingModule],
  controllers: [BooksController, BookCoversController],
  providers: [BooksRepository, BooksService, BookCovers, BookSeeder],
  exports: [BooksRepository, BooksService, BookSeeder],
})
export class BooksModule {}
