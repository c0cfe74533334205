import { Injectable } from '@nestjs/common';
import type { EssayDetail, EssayViewCount } from '@site/contracts';
import { MarkdownRenderer } from '@site/markdown-render';
import { EssayNeighboursRepository } from './essay-neighbours.repository.js';
import { isEssaySlug } from './essay-slug.js';
import { EssaysRepository } from './essays.repository.js';
import { toEssay } from './essays.service.js';
import { readingMinutes } from './reading-time.js';
import { ViewCounter } from './view-counter.js';
import type { Reader } from './visitor-key.js';

export const RELATED_MAX = 3;

/** An essay as its page shows it. */
@Injectable()
export class EssayPageService {
  constructor(
    private readonly essays: EssaysRepository,
    private readonly neighbours: EssayNeighboursRepository,
    private readonly views: ViewCounter,
    private readonly markdown: MarkdownRenderer,
  ) {}

  /**
   * The essay named by its slug or id, with its tags, topics, reading time, neighbours and related
   * essays. The body comes as HTML, rendered once per version of the text. Null for an unknown or
   * malformed name. Reading counts no view: API clients and crawlers read too.
   */
  async detail(slugOrId: string): Promise<EssayDetail | null> {
    if (!isEssaySlug(slugOrId)) return null;
    const essay = await this.essays.find(slugOrId);
    if (!essay) return null;
    const [{ previous, next }, related] = await Promise.all([
      this.neighbours.around(essay),
      this.neighbours.related(essay.id, RELATED_MAX),
    ]);
    const { html, description } = this.markdown.render(`essay/${essay.slug}`, essay.body);
    return {
      ...toEssay(essay),
      tags: essay.tags,
      topics: essay.topics,
      html,
      description: essay.excerpt || description,
      readingMinutes: readingMinutes(essay.body),
      previous,
      next,
      related,
      cover: essay.cover,
      seoTitle: essay.seoTitle,
      seoDescription: essay.seoDescription,
    };
  }

  /**
   * Counts the reader's view of the essay when the counter takes it (once per visitor and day, never a
   * bot's) and answers the essay's view count after it. Null for an unknown essay.
   */
  async recordView(slugOrId: string, reader: Reader): Promise<EssayViewCount | null> {
    const essay = await this.essays.findViewCount(slugOrId);
    if (!essay) return null;
    const counted = await this.views.count(essay.id, reader);
    return { viewCount: essay.viewCount + (counted ? 1 : 0) };
  }
}
