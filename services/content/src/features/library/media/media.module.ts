import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaFileEntity } from './media-file.entity.js';
import { MediaController } from './media.controller.js';
import { MediaFilesRepository } from './media-files.repository.js';

/** Serves services/content/media/ under /media/, then the media files that arrived by import. */
@Module({
  imports: [TypeOrmModule.forFeature([MediaFileEntity])],
  controllers: [MediaController],
  providers: [MediaFilesRepository],
})
export class MediaModule {}
