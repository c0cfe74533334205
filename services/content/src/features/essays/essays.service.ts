import { Injectable } from '@nestjs/common';
import type { Essay, EssayDetail, EssayFilters, Tag } from '@site/contracts';
import { MarkdownRenderer } from '@site/markdown-render';
import type { EssayEntity } from './essay.entity.js';
import { isEssaySlug } from './essay-slug.js';
import { EssaysRepository } from './essays.repository.js';
import { toPrefixTsQuery } from './search-terms.js';

export const ESSAY_LIST_MAX = 100;
export const TAG_LIST_MAX = 100;

export interface EssayPage {
  items: Essay[];
  total: number;
}

@Injectable()
export class EssaysService {
  constructor(
    private readonly essays: EssaysRepository,
    private readonly markdown: MarkdownRenderer,
  ) {}

  /** Essays matching the filters (bounded), searched by word prefix, with the full count. */
  async list(filters: EssayFilters, limit = ESSAY_LIST_MAX, offset = 0): Promise<EssayPage> {
    const { items, total } = await this.essays.page({
      tsQuery: filters.query ? toPrefixTsQuery(filters.query) : null,
      tag: filters.tag,
      topic: filters.topic,
      sortBy: filters.sortBy ?? 'date',
      limit: Math.min(limit, ESSAY_LIST_MAX),
      offset,
    });
    return { items: items.map(toEssay), total };
  }

  /**
   * The essay with its tags and topics, counting this read as a view. The body comes as HTML, rendered
   * once per version of the text. Null for an unknown or malformed slug.
   */
  async view(slug: string): Promise<EssayDetail | null> {
    if (!isEssaySlug(slug)) return null;
    const essay = await this.essays.view(slug);
    if (!essay) return null;
    const { html, description } = this.markdown.render(`essay/${essay.slug}`, essay.body);
    return {
      ...toEssay(essay),
      tags: essay.tags,
      topics: essay.topics,
      html,
      description: essay.excerpt || description,
    };
  }

  /** Tags with how many essays carry each, commonest first (bounded). */
  tagCounts(): Promise<Tag[]> {
    return this.essays.tagCounts(TAG_LIST_MAX);
  }
}

function toEssay(row: Pick<EssayEntity, keyof Essay>): Essay {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    date: row.date,
    excerpt: row.excerpt,
    viewCount: row.viewCount,
  };
}
