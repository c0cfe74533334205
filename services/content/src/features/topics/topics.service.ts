import { Injectable } from '@nestjs/common';
import type { Topic } from '@site/contracts';
import { TopicsRepository } from './topics.repository.js';

@Injectable()
export class TopicsService {
  constructor(private readonly topics: TopicsRepository) {}

  /** Every topic by name. */
  async list(): Promise<Topic[]> {
    return (await this.topics.list()).map(({ name, active }) => ({ name, active }));
  }
}
