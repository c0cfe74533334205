import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { AdminTopic, AdminTopicChange } from '@site/contracts';
import type { TopicEntity } from '../topics/topic.entity.js';
import { AdminTopicsRepository } from './admin-topics.repository.js';

export const TOPIC_NOT_FOUND = 'Topic not found';
export const NOTHING_TO_CHANGE = 'Nothing to change: send active or description.';

const view = (topic: TopicEntity, essays: number): AdminTopic => ({
  name: topic.name,
  active: topic.active,
  description: topic.description,
  essays,
});

/** The administrator's view of the fixed topics: every one, active or not, and its description. */
@Injectable()
export class AdminTopicsService {
  constructor(private readonly topics: AdminTopicsRepository) {}

  async list(): Promise<AdminTopic[]> {
    const [topics, counts] = await Promise.all([this.topics.list(), this.topics.essayCounts()]);
    return topics.map((topic) => view(topic, counts.get(topic.id) ?? 0));
  }

  /** The set of topics is fixed: an unknown name is a 404, never a new topic. */
  async change(name: string, change: AdminTopicChange, now = new Date()): Promise<AdminTopic> {
    if (change.active === undefined && change.description === undefined) {
      throw new BadRequestException(NOTHING_TO_CHANGE);
    }
    const topic = await this.topics.findByName(name);
    if (!topic) throw new NotFoundException(TOPIC_NOT_FOUND);
    await this.topics.update(topic.id, change, now);
    const counts = await this.topics.essayCounts();
    return view({ ...topic, ...change }, counts.get(topic.id) ?? 0);
  }
}
