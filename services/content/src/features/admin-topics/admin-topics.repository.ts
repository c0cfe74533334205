import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { EssayEntity } from '../essays/essay.entity.js';
import { TopicEntity } from '../topics/topic.entity.js';

/** What the administrator may change of a topic. */
export interface TopicChanges {
  active?: boolean;
  description?: string;
}

/** The topics with what the administrator edits of them, and how many essays each holds. */
@Injectable()
export class AdminTopicsRepository {
  constructor(
    @InjectRepository(TopicEntity) private readonly topics: Repository<TopicEntity>,
    @InjectRepository(EssayEntity) private readonly essays: Repository<EssayEntity>,
  ) {}

  list(): Promise<TopicEntity[]> {
    return this.topics.find({ order: { name: 'ASC' } });
  }

  findByName(name: string): Promise<TopicEntity | null> {
    return this.topics.findOneBy({ name });
  }

  /** Essays per topic id; a topic without essays is absent. */
  async essayCounts(): Promise<Map<number, number>> {
    const rows = await this.essays
      .createQueryBuilder('essay')
      .innerJoin('essay.topics', 'topic')
      .select('topic.id', 'id')
      .addSelect('count(*)', 'essays')
      .groupBy('topic.id')
      .getRawMany<{ id: number; essays: string }>();
    return new Map(rows.map((row) => [Number(row.id), Number(row.essays)]));
  }

  /** A written description is marked as the administrator's, so the seed keeps off it. */
  async update(id: number, changes: TopicChanges, now: Date): Promise<void> {
    await this.topics.update(
      { id },
      { ...changes, ...(changes.description === undefined ? {} : { descriptionEditedAt: now }) },
    );
  }
}
