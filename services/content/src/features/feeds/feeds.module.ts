import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EssayEntity } from '../essays/essay.entity.js';
import { JournalModule } from '../journal/journal.module.js';
import { DocumentsModule } from '../library/documents/documents.module.js';
import { PodcastModule } from '../library/podcast/podcast.module.js';
import { RenderingModule } from '../rendering/rendering.module.js';
import { TopicEntity } from '../topics/topic.entity.js';
import { FeedsController } from './feeds.controller.js';
import { FeedsRepository } from './feeds.repository.js';
import { FeedsService } from './feeds.service.js';
import { SitemapsController } from './sitemaps.controller.js';
import { SitemapsService } from './sitemaps.service.js';

/** Feeds and sitemaps: what readers' feed apps and crawlers fetch, outside `/api`. */
@Module({
  imports: [
    TypeOrmModule.forFeature([EssayEntity, TopicEntity]),
    RenderingModule,
    JournalModule,
    DocumentsModule,
    PodcastModule,
  ],
  controllers: [FeedsController, SitemapsController],
  providers: [FeedsService, FeedsRepository, SitemapsService],
})
export class FeedsModule {}
