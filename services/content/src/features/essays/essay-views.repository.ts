import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, LessThan, Repository } from 'typeorm';
import { EssayEntity } from './essay.entity.js';
import { EssayViewEntity } from './essay-view.entity.js';

/** The reads of the day that made an essay's view count grow. */
@Injectable()
export class EssayViewsRepository {
  constructor(
    @InjectRepository(EssayViewEntity) private readonly views: Repository<EssayViewEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Notes the visitor's read of the day and, when it is their first, counts it on the essay: together, so
   * concurrent reads by one visitor count once and by many are never lost. Answers whether it counted.
   */
  record(essayId: number, day: string, visitor: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(EssayViewEntity)
        .values({ essayId, day, visitor })
        .orIgnore()
        .returning('essay_id')
        .execute();
      if ((inserted.raw as unknown[]).length === 0) return false;
      await manager.increment(EssayEntity, { id: essayId }, 'viewCount', 1);
      return true;
    });
  }

  /** Forgets the reads of days before this one: they can no longer repeat. */
  async forgetBefore(day: string): Promise<void> {
    await this.views.delete({ day: LessThan(day) });
  }
}
