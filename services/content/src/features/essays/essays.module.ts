import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RenderingModule } from '../rendering/rendering.module.js';
import { EssayEntity } from './essay.entity.js';
import { EssaysController } from './essays.controller.js';
import { EssaysService } from './essays.service.js';
import { TagEntity } from './tag.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([EssayEntity, TagEntity]), RenderingModule],
  controllers: [EssaysController],
  providers: [EssaysService],
  exports: [EssaysService],
})
export class EssaysModule {}
