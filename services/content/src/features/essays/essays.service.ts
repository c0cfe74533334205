import { Injectable } from '@nestjs/common';
import { ESSAY_PAGE_SIZE, ESSAY_PAGE_SIZE_MAX, type Essay, type EssayListParams, type Tag } from '@site/contracts';
import type { EssayEntity } from './essay.entity.js';
import { EssaysRepository } from './essays.repository.js';
import { toPrefixTsQuery } from './search-terms.js';

export const TAG_LIST_MAX = 100;

export interface EssayPage {
  items: Essay[];
  total: number;
}

@Injectable()
export class EssaysService {
  constructor(private readonly essays: EssaysRepository) {}

  /** One page of the essays matching the filters, searched by word prefix, with the full count. */
  async list({ page = 1, pageSize = ESSAY_PAGE_SIZE, ...filters }: EssayListParams): Promise<EssayPage> {
    const limit = Math.min(pageSize, ESSAY_PAGE_SIZE_MAX);
    const { items, total } = await this.essays.page({
      tsQuery: filters.query ? toPrefixTsQuery(filters.query) : null,
      tag: filters.tag,
      topic: filters.topic,
      sortBy: filters.sortBy ?? 'date',
      limit,
      offset: (page - 1) * limit,
    });
    return { items: items.map(toEssay), total };
  }

  /** Tags with how many essays carry each, commonest first (bounded). */
  tagCounts(): Promise<Tag[]> {
    return this.essays.tagCounts(TAG_LIST_MAX);
  }
}

/** The list row of an essay. */
export function toEssay(row: Pick<EssayEntity, keyof Essay>): Essay {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    date: row.date,
    excerpt: row.excerpt,
    viewCount: row.viewCount,
  };
}
