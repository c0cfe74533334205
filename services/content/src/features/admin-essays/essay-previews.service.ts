import { Injectable } from '@nestjs/common';
import type { EssayPreview } from '@site/contracts';
import { MarkdownRenderer } from '@site/markdown-render';
import { readingMinutes } from '../essays/reading-time.js';
import { AdminEssaysRepository } from './admin-essays.repository.js';

/**
 * What a preview link shows: the essay's latest text (an autosave newer than the last save included), drawn
 * as its page draws it, whatever its status. The token is the only key; the page is never indexed.
 */
@Injectable()
export class EssayPreviewsService {
  constructor(
    private readonly essays: AdminEssaysRepository,
    private readonly markdown: MarkdownRenderer,
  ) {}

  /** Null for a token no essay holds. */
  async find(token: string): Promise<EssayPreview | null> {
    const essay = await this.essays.findByPreviewToken(token);
    if (!essay) return null;
    const autosave = await this.essays.pendingAutosave(essay.id);
    const text = autosave ?? essay;
    const { html, description } = this.markdown.render(`preview/${essay.id}`, text.body);
    return {
      id: essay.id,
      slug: essay.slug,
      title: text.title,
      date: essay.date,
      html,
      description: text.excerpt || description,
      tags: essay.tags,
      topics: essay.topics,
      readingMinutes: readingMinutes(text.body),
      status: essay.status,
      cover: essay.cover,
      savedAt: (autosave?.createdAt ?? essay.updatedAt).toISOString(),
    };
  }
}
