import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EssayLink, RelatedEssay } from '@site/contracts';
import { Repository } from 'typeorm';
import { EssayEntity } from './essay.entity.js';
import { published } from './essay-visibility.js';

export interface EssayNeighbours {
  previous: EssayLink | null;
  next: EssayLink | null;
}

/** The essays around one essay: before and after it by date, and those on the same topics and tags. */
@Injectable()
export class EssayNeighboursRepository {
  constructor(@InjectRepository(EssayEntity) private readonly essays: Repository<EssayEntity>) {}

  /** The next older and next newer published essay, in the list's order (date, then id), over its index. */
  async around(essay: Pick<EssayEntity, 'id' | 'date'>): Promise<EssayNeighbours> {
    const [previous, next] = await Promise.all([this.step(essay, 'older'), this.step(essay, 'newer')]);
    return { previous, next };
  }

  /**
   * Up to `limit` other essays sharing the most topics and tags with this one, newest first among equals:
   * one query that pairs its tags and topics with everyone else's over their indexes.
   */
  related(essayId: number, limit: number): Promise<RelatedEssay[]> {
    const metadata = this.essays.metadata;
    const junction = (relation: 'tags' | 'topics') =>
      metadata.findRelationWithPropertyPath(relation)!.junctionEntityMetadata!.tablePath;
    return this.essays.query(
      `SELECT essay.slug, essay.title, essay.date::text AS date
       FROM (
         SELECT other.essay_id FROM ${junction('tags')} mine
         JOIN ${junction('tags')} other ON other.tag_id = mine.tag_id AND other.essay_id <> mine.essay_id
         WHERE mine.essay_id = $1
         UNION ALL
         SELECT other.essay_id FROM ${junction('topics')} mine
         JOIN ${junction('topics')} other ON other.topic_id = mine.topic_id AND other.essay_id <> mine.essay_id
         WHERE mine.essay_id = $1
       ) shared
       JOIN ${metadata.tablePath} essay ON essay.id = shared.essay_id
       WHERE ${published()}
       GROUP BY essay.id
       ORDER BY count(*) DESC, essay.date DESC, essay.id DESC
       LIMIT $2`,
      [essayId, limit],
    );
  }

  private async step(essay: Pick<EssayEntity, 'id' | 'date'>, way: 'older' | 'newer'): Promise<EssayLink | null> {
    const order = way === 'older' ? 'DESC' : 'ASC';
    const found = await this.essays
      .createQueryBuilder('essay')
      .select(['essay.slug', 'essay.title'])
      .where(`(essay.date, essay.id) ${way === 'older' ? '<' : '>'} (:date, :id)`, { date: essay.date, id: essay.id })
      .andWhere(published())
      .orderBy('essay.date', order)
      .addOrderBy('essay.id', order)
      .limit(1)
      .getOne();
    return found ? { slug: found.slug, title: found.title } : null;
  }
}
