import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EssayStatus } from '@site/contracts';
import { Repository } from 'typeorm';
import { EssayEntity } from '../essays/essay.entity.js';
import { TopicEntity } from '../topics/topic.entity.js';

/** Counts for the admin overview. */
@Injectable()
export class ContentStatsRepository {
  constructor(
    @InjectRepository(EssayEntity) private readonly essays: Repository<EssayEntity>,
    @InjectRepository(TopicEntity) private readonly topics: Repository<TopicEntity>,
  ) {}

  essaysWithStatus(status: EssayStatus): Promise<number> {
    return this.essays.countBy({ status });
  }

  activeTopics(): Promise<number> {
    return this.topics.countBy({ active: true });
  }
}
