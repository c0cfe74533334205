import type { Tag } from '@site/contracts';
import type { EssayEntity } from '../../src/features/essays/essay.entity.js';
import type { EssayCriteria, EssaysRepository, EssayWithNames } from '../../src/features/essays/essays.repository.js';

type StoredEssay = EssayWithNames;

/**
 * An in-memory EssaysRepository that keeps the criteria it was asked with. Full text search is PostgreSQL's
 * own and is tested there; here a search matches every essay.
 */
export class FakeEssays implements Omit<EssaysRepository, 'addMissing'> {
  readonly rows: StoredEssay[] = [];
  readonly asked: EssayCriteria[] = [];

  add(essay: Partial<StoredEssay> & Pick<StoredEssay, 'slug'>): StoredEssay {
    const stored: StoredEssay = {
      id: this.rows.length + 1,
      title: essay.slug,
      date: '2025-01-01',
      excerpt: '',
      body: '',
      viewCount: 0,
      status: 'published',
      publishedAt: new Date('2025-01-01T00:00:00Z'),
      updatedAt: new Date('2025-01-01T00:00:00Z'),
      seoTitle: '',
      seoDescription: '',
      cover: null,
      previewToken: 'a'.repeat(64),
      tags: [],
      topics: [],
      ...essay,
    };
    this.rows.push(stored);
    return stored;
  }

  async page(criteria: EssayCriteria) {
    this.asked.push(criteria);
    const found = this.rows.filter(
      (essay) =>
        (!criteria.tag || essay.tags.includes(criteria.tag)) &&
        (!criteria.topic || essay.topics.includes(criteria.topic)),
    );
    const items = found
      .slice(criteria.offset, criteria.offset + criteria.limit)
      .map(({ tags: _tags, topics: _topics, body: _body, ...essay }) => essay as EssayEntity);
    return { items, total: found.length };
  }

  async find(slugOrId: string) {
    const essay =
      this.rows.find((row) => row.slug === slugOrId) ?? this.rows.find((row) => String(row.id) === slugOrId);
    return essay ? { ...essay } : null;
  }

  async findViewCount(slugOrId: string) {
    const essay = await this.find(slugOrId);
    return essay && { id: essay.id, viewCount: essay.viewCount };
  }

  async tagCounts(limit: number): Promise<Tag[]> {
    const counts = new Map<string, number>();
    for (const name of this.rows.flatMap((essay) => essay.tags)) counts.set(name, (counts.get(name) ?? 0) + 1);
    return [...counts]
      .map(([name, count]) => ({ name, count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .slice(0, limit);
  }

  asRepository(): EssaysRepository {
    return this as unknown as EssaysRepository;
  }
}
