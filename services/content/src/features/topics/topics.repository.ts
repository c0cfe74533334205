import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { TopicEntity } from './topic.entity.js';

/** The fixed list of topics essays are filed under. */
@Injectable()
export class TopicsRepository {
  constructor(@InjectRepository(TopicEntity) private readonly topics: Repository<TopicEntity>) {}

  /** All topics by name; there are a few dozen. */
  list(): Promise<TopicEntity[]> {
    return this.topics.find({ order: { name: 'ASC' } });
  }

  /** Adds the topics that are missing, active; existing ones are left as they are. */
  async ensure(names: readonly string[]): Promise<void> {
    await this.topics
      .createQueryBuilder()
      .insert()
      .values(names.map((name) => ({ name, active: true })))
      .orIgnore()
      .execute();
  }
}
