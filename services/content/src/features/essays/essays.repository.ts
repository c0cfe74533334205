import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EssaySort, Tag } from '@site/contracts';
import { DataSource, In, Repository, type FindOptionsSelect, type SelectQueryBuilder } from 'typeorm';
import type { EssaySeed } from '../seed/essay-files.js';
import { TopicEntity } from '../topics/topic.entity.js';
import { EssayEntity } from './essay.entity.js';
import { EssayRevisionEntity } from './essay-revision.entity.js';
import { published } from './essay-visibility.js';
import { ESSAY_ID_PATTERN } from './essay-slug.js';
import { TagEntity } from './tag.entity.js';

/** Which essays to list, in which order. */
export interface EssayCriteria {
  /** A prefix tsquery (`attent:* & ethic:*`) built from letters and digits only, or null for no search. */
  tsQuery: string | null;
  tag?: string;
  topic?: string;
  sortBy: EssaySort;
  limit: number;
  offset: number;
}

/** An essay as its page needs it: body still markdown, tag and topic names in order. */
export type EssayWithNames = Omit<EssayEntity, 'tags' | 'topics' | 'search'> & { tags: string[]; topics: string[] };

/** Essays with their tags and topics. */
@Injectable()
export class EssaysRepository {
  constructor(
    @InjectRepository(EssayEntity) private readonly essays: Repository<EssayEntity>,
    @InjectRepository(TagEntity) private readonly tags: Repository<TagEntity>,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * One page of essays (no bodies) and how many match in all. Every filter and order has its index. The page's
   * ids are picked first, from the order's index alone, so a deep page skips index entries rather than rows.
   */
  async page(criteria: EssayCriteria): Promise<{ items: EssayEntity[]; total: number }> {
    const ids = inOrder(this.matching(criteria).select('essay.id'), criteria.sortBy)
      .limit(criteria.limit)
      .offset(criteria.offset);
    const rows = inOrder(
      this.essays
        .createQueryBuilder('essay')
        .select(['essay.id', 'essay.slug', 'essay.title', 'essay.date', 'essay.excerpt', 'essay.viewCount'])
        .where(`essay.id IN (${ids.getQuery()})`)
        .setParameters(ids.getParameters()),
      criteria.sortBy,
    );
    // Names are unique, so the joins match at most one row per essay: count(*) counts essays.
    const [items, count] = await Promise.all([
      rows.getMany(),
      this.matching(criteria).select('count(*)::int', 'total').getRawOne<{ total: number }>(),
    ]);
    return { items, total: count?.total ?? 0 };
  }

  /** The essays these criteria keep, unordered and unselected. */
  private matching(criteria: EssayCriteria): SelectQueryBuilder<EssayEntity> {
    const q = this.essays.createQueryBuilder('essay').where(published());
    if (criteria.tsQuery) {
      q.andWhere(`essay.search @@ to_tsquery('english', :tsQuery)`, { tsQuery: criteria.tsQuery });
    }
    if (criteria.tag) q.innerJoin('essay.tags', 'tag', 'tag.name = :tag', { tag: criteria.tag });
    if (criteria.topic) q.innerJoin('essay.topics', 'topic', 'topic.name = :topic', { topic: criteria.topic });
    return q;
  }

  /** The published essay with this slug, else (for digits) with this id; null when neither exists. */
  async find(slugOrId: string): Promise<EssayWithNames | null> {
    const essay = await this.findNamed(slugOrId);
    if (!essay) return null;
    return { ...essay, tags: await this.namesOf(essay.id, 'tags'), topics: await this.namesOf(essay.id, 'topics') };
  }

  /** The id and view count of the essay `find` would answer, without its body, tags or topics. */
  findViewCount(slugOrId: string): Promise<Pick<EssayEntity, 'id' | 'viewCount'> | null> {
    return this.findNamed(slugOrId, { id: true, viewCount: true });
  }

  /** Tags with how many essays carry each, commonest first. */
  async tagCounts(limit: number): Promise<Tag[]> {
    return this.tags
      .createQueryBuilder('tag')
      .innerJoin('tag.essays', 'essay', published())
      .select('tag.name', 'name')
      .addSelect('COUNT(*)::int', 'count')
      .groupBy('tag.name')
      .orderBy('count', 'DESC')
      .addOrderBy('tag.name', 'ASC')
      .limit(limit)
      .getRawMany<Tag>();
  }

  /** Adds the essays whose slug is not stored yet, published on their day, with their tags, topics and first revision. */
  addMissing(seeds: EssaySeed[]): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const existing = new Set(
        (
          await manager.find(EssayEntity, { select: { slug: true }, where: { slug: In(seeds.map((s) => s.slug)) } })
        ).map((e) => e.slug),
      );
      const fresh = seeds.filter((s) => !existing.has(s.slug));
      if (fresh.length === 0) return 0;
      const tagNames = [...new Set(fresh.flatMap((s) => s.tags))];
      if (tagNames.length > 0) {
        await manager
          .createQueryBuilder()
          .insert()
          .into(TagEntity)
          .values(tagNames.map((name) => ({ name })))
          .orIgnore()
          .execute();
      }
      const tags = await manager.find(TagEntity, { where: { name: In(tagNames) } });
      const topics = await manager.find(TopicEntity);
      for (const seed of fresh) {
        const publishedAt = new Date(`${seed.date}T00:00:00Z`);
        const essay = await manager.save(
          manager.create(EssayEntity, {
            ...seed,
            status: 'published',
            publishedAt,
            updatedAt: publishedAt,
            tags: tags.filter((t) => seed.tags.includes(t.name)),
            topics: topics.filter((t) => seed.topics.includes(t.name)),
          }),
        );
        await manager.insert(EssayRevisionEntity, {
          essayId: essay.id,
          kind: 'save',
          title: seed.title,
          excerpt: seed.excerpt,
          body: seed.body,
          note: 'Imported',
          createdAt: publishedAt,
        });
      }
      return fresh.length;
    });
  }

  private async findNamed(slugOrId: string, select?: FindOptionsSelect<EssayEntity>): Promise<EssayEntity | null> {
    const essay = await this.essays.findOne({ select, where: { slug: slugOrId, status: 'published' } });
    if (essay || !ESSAY_ID_PATTERN.test(slugOrId)) return essay;
    return this.essays.findOne({ select, where: { id: Number(slugOrId), status: 'published' } });
  }

  /** The names of an essay's tags or topics, in order. */
  private async namesOf(essayId: number, relation: 'tags' | 'topics'): Promise<string[]> {
    const rows = await this.essays
      .createQueryBuilder('essay')
      .innerJoin(`essay.${relation}`, 'named')
      .select('named.name', 'name')
      .where('essay.id = :essayId', { essayId })
      .orderBy('named.name', 'ASC')
      .getRawMany<{ name: string }>();
    return rows.map((row) => row.name);
  }
}

/** Orders a query of essays as `sortBy` asks, ties broken by the newest id (each order has an index). */
function inOrder(q: SelectQueryBuilder<EssayEntity>, sortBy: EssaySort): SelectQueryBuilder<EssayEntity> {
  switch (sortBy) {
    case 'popularity':
      q.orderBy('essay.viewCount', 'DESC');
      break;
    case 'title':
      q.orderBy('essay.title', 'ASC');
      break;
    default:
      q.orderBy('essay.date', 'DESC');
  }
  return q.addOrderBy('essay.id', 'DESC');
}
