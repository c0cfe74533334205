import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EssayEntity } from '../essays/essay.entity.js';
import { TopicEntity } from '../topics/topic.entity.js';
import { ContentStatsController } from './content-stats.controller.js';
import { ContentStatsRepository } from './content-stats.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([EssayEntity, TopicEntity])],
  controllers: [ContentStatsController],
  providers: [ContentStatsRepository],
})
export class AdminStatsModule {}
