import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EssayRevisionEntity } from '../essays/essay-revision.entity.js';
import { EssayEntity } from '../essays/essay.entity.js';
import { RenderingModule } from '../rendering/rendering.module.js';
import { SearchModule } from '../search/search.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AdminEssaysController } from './admin-essays.controller.js';
import { AdminEssaysRepository } from './admin-essays.repository.js';
import { AdminEssaysService } from './admin-essays.service.js';
import { EssayCoverEntity } from './essay-cover.entity.js';
import { EssayCoverAdminController, EssayCoverFilesController } from './essay-covers.controller.js';
import { EssayCoversRepository } from './essay-covers.repository.js';
import { EssayCoversService } from './essay-covers.service.js';
import { EssayPreviewsController } from './essay-previews.controller.js';
import { EssayPreviewsService } from './essay-previews.service.js';
import { EssayRevisionsController } from './essay-revisions.controller.js';
import { ScheduledPublisher } from './scheduled-publisher.js';

/** The author's side of essays: the editor's API, revisions, covers, preview links and scheduled publishing. */
@Module({
  imports: [
    TypeOrmModule.forFeature([EssayEntity, EssayRevisionEntity, EssayCoverEntity]),
    SearchModule,
    RenderingModule,
    UploadsModule,
  ],
  controllers: [
    EssayCoverFilesController,
    EssayPreviewsController,
    AdminEssaysController,
    EssayRevisionsController,
    EssayCoverAdminController,
  ],
  providers: [
    AdminEssaysRepository,
    AdminEssaysService,
    EssayCoversRepository,
    EssayCoversService,
    EssayPreviewsService,
    ScheduledPublisher,
  ],
})
export class AdminEssaysModule {}
