import { Injectable, Logger } from '@nestjs/common';
import type { SearchKind } from '@site/contracts';
import { stripMarkdown } from '@site/markdown-render';
import { SearchRepository, type SearchDocument } from '@site/service-kit';
import type { JournalEntryEntity } from '../journal/journal-entry.entity.js';
import { JournalRepository } from '../journal/journal.repository.js';
import { episodeRef } from './library-refs.js';
import {
  SearchSourcesRepository,
  type EssaySource,
  type ShelfSource,
  type TopicSource,
  type TranscriptLineSource,
} from './search-sources.repository.js';

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

export const topicDocument = ({ name, description }: TopicSource): SearchDocument => ({
  kind: 'topic',
  ref: name,
  title: name,
  date: null,
  tags: [],
  excerpt: description,
  body: '',
});

export const journalDocument = (entry: JournalEntryEntity): SearchDocument => ({
  kind: 'journal',
  ref: entry.id,
  title: entry.title,
  date: entry.date,
  tags: [],
  excerpt: '',
  body: stripMarkdown(entry.body),
});

export const shelfDocument =
  (kind: 'library' | 'episode') =>
  ({ body, ...source }: ShelfSource): SearchDocument => ({ kind, ...source, body: stripMarkdown(body) });

/**
 * A line of a transcript: a place inside its episode, found by what was said and opening the episode at that
 * second. Untitled, so the episode's title does not make every line match; it carries the episode's date.
 */
export const transcriptLineDocument = (line: TranscriptLineSource): SearchDocument => ({
  kind: 'episode',
  ref: episodeRef(line.slug, line.startSeconds),
  title: '',
  date: line.date,
  tags: [],
  excerpt: '',
  body: line.text,
  partOf: { kind: 'episode', ref: episodeRef(line.slug), position: line.position },
});

/** A kind few enough to rewrite whole at each sync, and how to read all its documents. */
interface WholeKind {
  kind: SearchKind;
  documents: () => Promise<SearchDocument[]>;
}

/**
 * Keeps the search table in step with the content. The seed calls `sync` after writing; whatever later
 * writes an essay, topic, journal entry, library item or episode calls it again (it only does what is missing or changed).
 * Essays are many, so only the missing ones are indexed; every other kind is rewritten whole, and a new
 * one is one more entry in `wholeKinds`.
 */
@Injectable()
export class SearchIndexService {
  private readonly logger = new Logger(SearchIndexService.name);

  private readonly wholeKinds: WholeKind[] = [
    // Only active topics: the ones a reader can open.
    { kind: 'topic', documents: async () => (await this.sources.activeTopics()).map(topicDocument) },
    // Few entries: the whole journal each time.
    { kind: 'journal', documents: async () => (await this.journal.all()).map(journalDocument) },
    { kind: 'library', documents: async () => (await this.sources.libraryItems()).map(shelfDocument('library')) },
    {
      kind: 'episode',
      documents: async () => [
        ...(await this.sources.episodes()).map(shelfDocument('episode')),
        ...(await this.sources.transcriptLines()).map(transcriptLineDocument),
      ],
    },
  ];

  constructor(
    private readonly search: SearchRepository,
    private readonly sources: SearchSourcesRepository,
    private readonly journal: JournalRepository,
  ) {}

  async sync(): Promise<void> {
    const essays = await this.syncEssays();
    for (const { kind, documents } of this.wholeKinds) await this.search.replace(kind, await documents());
    if (essays > 0) this.logger.log(`Indexed ${essays} essays for search`);
  }

  /**
   * Brings one essay's document in step after the author wrote it: rewritten while it is published, and gone
   * once it is not (or under its old slug after a rename). Site search shows the change at once.
   */
  async essayChanged(id: number): Promise<void> {
    await this.search.removeOthers('essay', await this.sources.essaySlugs());
    const essay = await this.sources.essay(id);
    if (essay?.status === 'published') await this.search.upsert([essayDocument(essay)]);
  }

  /** Indexes the published essays not indexed yet and drops the others; answers how many it indexed. */
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
}
