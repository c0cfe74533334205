import { Controller, Get, Injectable, Module } from '@nestjs/common';
import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import type { Topic } from '@site/contracts';
import { Repository } from 'typeorm';
import { TopicEntity } from './topic.entity.js';

@Injectable()
export class TopicsService {
  constructor(@InjectRepository(TopicEntity) private readonly topics: Repository<TopicEntity>) {}

  async list(): Promise<Topic[]> {
    const rows = await this.topics.find({ order: { name: 'ASC' } });
    return rows.map(({ name, active }) => ({ name, active }));
  }
}

@Controller('topics')
export class TopicsController {
  constructor(private readonly topics: TopicsService) {}

  @Get()
  list(): Promise<Topic[]> {
    return this.topics.list();
  }
}

@Module({
  imports: [TypeOrmModule.forFeature([TopicEntity])],
  controllers: [TopicsController],
  providers: [TopicsService],
})
export class TopicsModule {}
