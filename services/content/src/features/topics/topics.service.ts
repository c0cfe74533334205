import { Injectable, NotFoundException } from '@nestjs/common';
import type { Topic, TopicDetail } from '@site/contracts';
import { TopicsRepository } from './topics.repository.js';

@Injectable()
export class TopicsService {
  constructor(private readonly topics: TopicsRepository) {}

  /** Every topic by name. */
  async list(): Promise<Topic[]> {
    return (await this.topics.list()).map(({ name, active }) => ({ name, active }));
  }

  /** An active topic with its description; an unknown or inactive one is a 404, as its page is. */
  async get(name: string): Promise<TopicDetail> {
    const topic = await this.topics.findActive(name);
    if (!topic) throw new NotFoundException('Topic not found');
    return { name: topic.name, description: topic.description };
  }
}
