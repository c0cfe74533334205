import { Injectable, Logger } from '@nestjs/common';
import { stripMarkdown } from '@site/markdown-render';
import { JournalRepository } from '../journal/journal.repository.js';
import type { SearchDocument } from './search-document.js';
import { SearchSourcesRepository, type EssaySource } from './search-sources.repository.js';
import { SearchRepository } from './search.repository.js';

/** Essays indexed per transaction, so a large first index never holds one huge statement. */
const ESSAY_BATCH = 200;

export const essayDocument = (essay: EssaySource): SearchDocument => ({
  kind: 'essay',
  ref: essay.slug,
  title: essay.title,
  date: essay.date,
  tags: essay.tags,
  excerpt: essay.excerpt,
  body: stripMarkdown(essay.body),
});

/**
 * Keeps the search table in step with the content. The seed calls `sync` after writing; whatever later
 * writes an essay, topic or journal entry calls it again (it only does what is missing or changed).
 */
@Injectable()
export class SearchIndexService {
  private readonly logger = new Logger(SearchIndexService.name);

  constructor(
    private readonly search: SearchRepository,
    private readonly sources: SearchSourcesRepository,
    private readonly journal: JournalRepository,
  ) {}

  async sync(): Promise<void> {
    const essays = await this.syncEssays();
    await this.syncTopics();
    await this.syncJournal();
    if (essays > 0) this.logger.log(`Indexed ${essays} essays for search`);
  }

  /** Indexes the essays not indexed yet and drops those that are gone; answers how many it indexed. */
  private async syncEssays(): Promise<number> {
    await this.search.removeOthers('essay', await this.sources.essaySlugs());
    let indexed = 0;
    for (;;) {
      const batch = await this.sources.essaysNotIndexed(ESSAY_BATCH);
      await this.search.upsert(batch.map(essayDocument));
      indexed += batch.length;
      if (batch.length < ESSAY_BATCH) return indexed;
    }
  }

  /** Topics are few: each sync rewrites the active ones and drops the rest. */
  private async syncTopics(): Promise<void> {
    const topics = await this.sources.activeTopics();
    await this.search.removeOthers(
      'topic',
      topics.map((topic) => topic.name),
    );
    await this.search.upsert(
      topics.map(({ name, description }) => ({
        kind: 'topic',
        ref: name,
        title: name,
        date: null,
        tags: [],
        excerpt: description,
        body: '',
      })),
    );
  }

  /** The journal is a folder of files: each sync rewrites what is there and drops what is not. */
  private async syncJournal(): Promise<void> {
    const entries = await this.journal.all();
    await this.search.removeOthers(
      'journal',
      entries.map((entry) => entry.id),
    );
    await this.search.upsert(
      entries.map((entry) => ({
        kind: 'journal',
        ref: entry.id,
        title: entry.title,
        date: entry.date,
        tags: [],
        excerpt: '',
        body: stripMarkdown(entry.body),
      })),
    );
  }
}
