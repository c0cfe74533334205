import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import type { TopicSeed } from './topic-seeds.js';
import { TopicEntity } from './topic.entity.js';

/** The fixed list of topics essays, journal entries, courses and quizzes are filed under. */
@Injectable()
export class TopicsRepository {
  constructor(@InjectRepository(TopicEntity) private readonly topics: Repository<TopicEntity>) {}

  /** All topics by name; there are a few dozen. */
  list(): Promise<TopicEntity[]> {
    return this.topics.find({ order: { name: 'ASC' } });
  }

  /** The active topic with this exact name, or null. */
  findActive(name: string): Promise<TopicEntity | null> {
    return this.topics.findOneBy({ name, active: true });
  }

  /**
   * Adds the topics that are missing, active, and writes the seed's description into every topic whose
   * description the administrator has not written; whether a topic is active is left as it is.
   */
  async ensure(seeds: readonly TopicSeed[]): Promise<void> {
    await this.topics.manager.transaction(async (manager) => {
      const topics = manager.getRepository(TopicEntity);
      await topics
        .createQueryBuilder()
        .insert()
        .values(seeds.map(({ name, description }) => ({ name, description, active: true })))
        .orIgnore()
        .execute();
      for (const { name, description } of seeds) {
        await topics.update({ name, descriptionEditedAt: IsNull() }, { description });
      }
    });
  }
}
