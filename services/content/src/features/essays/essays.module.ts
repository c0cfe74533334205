import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RenderingModule } from '../rendering/rendering.module.js';
import { EssayNeighboursRepository } from './essay-neighbours.repository.js';
import { EssayPageService } from './essay-page.service.js';
import { EssayViewEntity } from './essay-view.entity.js';
import { EssayViewsRepository } from './essay-views.repository.js';
import { EssayEntity } from './essay.entity.js';
import { EssaysController } from './essays.controller.js';
import { EssaysRepository } from './essays.repository.js';
import { EssaysService } from './essays.service.js';
import { TagEntity } from './tag.entity.js';
import { ViewCounter } from './view-counter.js';

@Module({
  imports: [TypeOrmModule.forFeature([EssayEntity, TagEntity, EssayViewEntity]), RenderingModule],
  controllers: [EssaysController],
  providers: [
    EssaysService,
    EssaysRepository,
    EssayPageService,
    EssayNeighboursRepository,
    EssayViewsRepository,
    ViewCounter,
  ],
  exports: [EssaysRepository],
})
export class EssaysModule {}
