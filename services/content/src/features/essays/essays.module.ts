import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RenderingModule } from '../rendering/rendering.module.js';
import { EssayEntity } from './essay.entity.js';
import { EssaysController } from './essays.controller.js';
import { EssaysRepository } from './essays.repository.js';
import { EssaysService } from './essays.service.js';
import { TagEntity } from './tag.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([EssayEntity, TagEntity]), RenderingModule],
  controllers: [EssaysController],
  providers: [EssaysService, EssaysRepository],
  exports: [EssaysRepository],
})
export class EssaysModule {}
