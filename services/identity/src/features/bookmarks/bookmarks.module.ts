import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookmarkEntity } from './bookmark.entity.js';
import { BookmarksController } from './bookmarks.controller.js';
import { BookmarksRepository } from './bookmarks.repository.js';
import { BookmarksService } from './bookmarks.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([BookmarkEntity])],
  controllers: [BookmarksController],
  providers: [BookmarksRepository, BookmarksService],
})
export class BookmarksModule {}
