import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Essay, EssayDetail, EssayFilters, Tag } from '@site/contracts';
import { MarkdownRenderer } from '@site/markdown-render';
import { Repository } from 'typeorm';
import { EssayEntity } from './essay.entity.js';
import { isEssaySlug } from './essay-slug.js';
import { TagEntity } from './tag.entity.js';
import { toPrefixTsQuery } from './search-terms.js';

export const ESSAY_LIST_MAX = 100;
export const TAG_LIST_MAX = 100;

export interface EssayPage {
  items: Essay[];
  total: number;
}

/** An essay as read for its page, body still markdown. */
type EssayRow = Omit<EssayDetail, 'html' | 'description'> & { body: string };

@Injectable()
export class EssaysService {
  constructor(
    @InjectRepository(EssayEntity) private readonly essays: Repository<EssayEntity>,
    @InjectRepository(TagEntity) private readonly tags: Repository<TagEntity>,
    private readonly markdown: MarkdownRenderer,
  ) {}

  async list(filters: EssayFilters, limit = ESSAY_LIST_MAX, offset = 0): Promise<EssayPage> {
    const q = this.essays
      .createQueryBuilder('essay')
      .select(['essay.id', 'essay.slug', 'essay.title', 'essay.date', 'essay.excerpt', 'essay.viewCount']);
    const tsQuery = filters.query ? toPrefixTsQuery(filters.query) : null;
    if (tsQuery) q.andWhere(`essay.search @@ to_tsquery('english', :tsQuery)`, { tsQuery });
    if (filters.tag) {
      q.andWhere(
        `EXISTS (SELECT 1 FROM content.essay_tags et JOIN content.tags t ON t.id = et.tag_id
                 WHERE et.essay_id = essay.id AND t.name = :tag)`,
        { tag: filters.tag },
      );
    }
    if (filters.topic) {
      q.andWhere(
        `EXISTS (SELECT 1 FROM content.essay_topics et JOIN content.topics t ON t.id = et.topic_id
                 WHERE et.essay_id = essay.id AND t.name = :topic)`,
        { topic: filters.topic },
      );
    }
    switch (filters.sortBy ?? 'date') {
      case 'popularity':
        q.orderBy('essay.viewCount', 'DESC');
        break;
      case 'title':
        q.orderBy('essay.title', 'ASC');
        break;
      default:
        q.orderBy('essay.date', 'DESC');
    }
    q.addOrderBy('essay.id', 'DESC').take(limit).skip(offset);
    const [rows, total] = await q.getManyAndCount();
    return { items: rows.map(toEssay), total };
  }

  /**
   * The essay with its tags and topics, counting this read as a view: one statement, so
   * concurrent readers never lose an increment. The body comes as HTML, rendered once per
   * version of the text. Null for an unknown or malformed slug.
   */
  async view(slug: string): Promise<EssayDetail | null> {
    if (!isEssaySlug(slug)) return null;
    const rows: EssayRow[] = await this.essays.query(
      `WITH viewed AS (
         UPDATE content.essays SET view_count = view_count + 1 WHERE slug = $1
         RETURNING id, slug, title, date, excerpt, body, view_count)
       SELECT v.id, v.slug, v.title, to_char(v.date, 'YYYY-MM-DD') AS date, v.excerpt, v.body,
              v.view_count AS "viewCount",
              ARRAY(SELECT t.name::text FROM content.essay_tags et JOIN content.tags t ON t.id = et.tag_id
                     WHERE et.essay_id = v.id ORDER BY t.name) AS tags,
              ARRAY(SELECT t.name::text FROM content.essay_topics et JOIN content.topics t ON t.id = et.topic_id
                     WHERE et.essay_id = v.id ORDER BY t.name) AS topics
         FROM viewed v`,
      [slug],
    );
    if (!rows[0]) return null;
    const { body, ...essay } = rows[0];
    const { html, description } = this.markdown.render(`essay/${essay.slug}`, body);
    return { ...essay, html, description: essay.excerpt || description };
  }

  /** Tags with how many essays carry each, commonest first. */
  async tagCounts(): Promise<Tag[]> {
    const rows: { name: string; count: number }[] = await this.tags.query(
      `SELECT t.name, COUNT(*)::int AS count
         FROM content.tags t JOIN content.essay_tags et ON et.tag_id = t.id
        GROUP BY t.name ORDER BY count DESC, t.name ASC LIMIT $1`,
      [TAG_LIST_MAX],
    );
    return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
  }
}

function toEssay(row: EssayEntity): Essay {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    date: row.date,
    excerpt: row.excerpt,
    viewCount: row.viewCount,
  };
}
