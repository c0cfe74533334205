import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { EssayEntity } from '../essays/essay.entity.js';
import { published } from '../essays/essay-visibility.js';
import { TopicEntity } from '../topics/topic.entity.js';

/** An essay as a feed needs it: the markdown body and its tag names. */
export type FeedEssay = Pick<EssayEntity, 'id' | 'slug' | 'title' | 'date' | 'excerpt' | 'body'> & { tags: string[] };

/** A sitemap line before it gets its origin: the path and the day it last changed. */
export interface DatedName {
  name: string;
  lastmod: string;
}

/** Read-only queries over essays and topics for the feeds and the sitemaps. */
@Injectable()
export class FeedsRepository {
  constructor(
    @InjectRepository(EssayEntity) private readonly essays: Repository<EssayEntity>,
    @InjectRepository(TopicEntity) private readonly topics: Repository<TopicEntity>,
  ) {}

  /** The newest essays with their bodies and tags, on one topic when it is given. */
  async newestEssays(limit: number, topic?: string): Promise<FeedEssay[]> {
    const q = this.essays
      .createQueryBuilder('essay')
      .select(['essay.id', 'essay.slug', 'essay.title', 'essay.date', 'essay.excerpt', 'essay.body'])
      .where(published());
    // Topic names are unique, so the join keeps one row per essay and LIMIT stays right.
    if (topic) q.innerJoin('essay.topics', 'topic', 'topic.name = :topic', { topic });
    const rows = await q.orderBy('essay.date', 'DESC').addOrderBy('essay.id', 'DESC').limit(limit).getMany();
    if (rows.length === 0) return [];
    const tagRows = await this.essays
      .createQueryBuilder('essay')
      .innerJoin('essay.tags', 'tag')
      .select('essay.id', 'id')
      .addSelect('tag.name', 'name')
      .where({ id: In(rows.map((row) => row.id)) })
      .orderBy('tag.name', 'ASC')
      .getRawMany<{ id: number; name: string }>();
    return rows.map((row) => ({ ...row, tags: tagRows.filter((tag) => tag.id === row.id).map((tag) => tag.name) }));
  }

  /** Every published essay's slug and the day it last changed, newest first, bounded. */
  async essayDates(limit: number): Promise<DatedName[]> {
    return (
      this.essays
        .createQueryBuilder('essay')
        .select('essay.slug', 'name')
        // As text: the driver would turn a bare date into a local-time Date.
        .addSelect(`greatest(essay.date, (essay.updated_at AT TIME ZONE 'UTC')::date)::text`, 'lastmod')
        .where(published())
        .orderBy('essay.date', 'DESC')
        .addOrderBy('essay.id', 'DESC')
        .limit(limit)
        .getRawMany<DatedName>()
    );
  }

  /** Whether readers may see this topic: it exists and is active. */
  async isActiveTopic(name: string): Promise<boolean> {
    return this.topics.exists({ where: { name, active: true } });
  }

  /** The active topics, each with the day of its newest essay (absent for a topic with none). */
  async activeTopics(): Promise<{ name: string; lastmod?: string }[]> {
    const topics = await this.topics.find({ select: { name: true }, where: { active: true }, order: { name: 'ASC' } });
    const newest = await this.essays
      .createQueryBuilder('essay')
      .innerJoin('essay.topics', 'topic')
      .select('topic.name', 'name')
      .where(published())
      // As text: the driver would turn a bare date into a local-time Date.
      .addSelect('MAX(essay.date)::text', 'lastmod')
      .groupBy('topic.name')
      .getRawMany<DatedName>();
    const days = new Map(newest.map((row) => [row.name, row.lastmod]));
    return topics.map(({ name }) => ({ name, lastmod: days.get(name) }));
  }
}
