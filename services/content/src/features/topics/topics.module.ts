import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TopicEntity } from './topic.entity.js';
import { TopicsController } from './topics.controller.js';
import { TopicsRepository } from './topics.repository.js';
import { TopicsService } from './topics.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([TopicEntity])],
  controllers: [TopicsController],
  providers: [TopicsService, TopicsRepository],
  exports: [TopicsRepository],
})
export class TopicsModule {}
