import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EssayEntity } from '../essays/essay.entity.js';
import { TopicEntity } from '../topics/topic.entity.js';
import { AdminTopicsController } from './admin-topics.controller.js';
import { AdminTopicsRepository } from './admin-topics.repository.js';
import { AdminTopicsService } from './admin-topics.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([TopicEntity, EssayEntity])],
  controllers: [AdminTopicsController],
  providers: [AdminTopicsService, AdminTopicsRepository],
})
export class AdminTopicsModule {}
