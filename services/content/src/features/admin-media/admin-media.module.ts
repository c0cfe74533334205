import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UploadsModule } from '../uploads/uploads.module.js';
import { MediaImageEntity } from './media-image.entity.js';
import { AdminMediaController } from './admin-media.controller.js';
import { AdminMediaRepository } from './admin-media.repository.js';
import { AdminMediaService } from './admin-media.service.js';

/** The author's image library under /api/admin/media; the images are served as media files. */
@Module({
  imports: [TypeOrmModule.forFeature([MediaImageEntity]), UploadsModule],
  controllers: [AdminMediaController],
  providers: [AdminMediaRepository, AdminMediaService],
})
export class AdminMediaModule {}
