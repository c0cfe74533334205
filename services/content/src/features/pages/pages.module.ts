import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { pageDocumentController } from '@site/service-kit';
import { AdminEssaysModule } from '../admin-essays/admin-essays.module.js';
import { EssayEntity } from '../essays/essay.entity.js';
import { EssaysModule } from '../essays/essays.module.js';
import { JournalModule } from '../journal/journal.module.js';
import { DocumentsModule } from '../library/documents/documents.module.js';
import { LibraryOverviewModule } from '../library/overview/library-overview.module.js';
import { PodcastModule } from '../library/podcast/podcast.module.js';
import { RenderingModule } from '../rendering/rendering.module.js';
import { TopicsModule } from '../topics/topics.module.js';
import { CardImages } from './card-image.js';
import { CardTitles } from './card-titles.js';
import { CardsController } from './cards.controller.js';
import { PageDocumentService } from './page-document.service.js';

/** The first HTML of the content pages: what the gateway writes into them, and their link-preview cards. */
@Module({
  imports: [
    TypeOrmModule.forFeature([EssayEntity]),
    EssaysModule,
    JournalModule,
    TopicsModule,
    RenderingModule,
    LibraryOverviewModule,
    DocumentsModule,
    PodcastModule,
    AdminEssaysModule,
  ],
  controllers: [pageDocumentController(PageDocumentService), CardsController],
  // The essay, list and journal services answer here exactly as their API does, read-only.
  providers: [PageDocumentService, CardTitles, CardImages],
})
export class PagesModule {}
