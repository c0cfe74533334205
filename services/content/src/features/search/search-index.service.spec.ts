import type { SearchRepository } from '@site/service-kit';
import { FakeSearch } from '@site/service-kit/testing';
import type { JournalEntryEntity } from '../journal/journal-entry.entity.js';
import type { JournalRepository } from '../journal/journal.repository.js';
import { SearchIndexService } from './search-index.service.js';
import type {
  EssaySource,
  SearchSourcesRepository,
  ShelfSource,
  TopicSource,
  TranscriptLineSource,
} from './search-sources.repository.js';

interface Content {
  essays: EssaySource[];
  topics: TopicSource[];
  journal: JournalEntryEntity[];
  library?: ShelfSource[];
  episodes?: ShelfSource[];
  lines?: TranscriptLineSource[];
}

/** The content the index reads, in memory: essays not yet in the fake's store count as not indexed. */
const setup = (content: Content) => {
  const search = new FakeSearch();
  const sources = {
    essaySlugs: async () => content.essays.map((essay) => essay.slug),
    essaysNotIndexed: async (limit: number) =>
      content.essays
        .filter((essay) => !search.stored.some((d) => d.kind === 'essay' && d.ref === essay.slug))
        .slice(0, limit),
    activeTopics: async () => content.topics,
    libraryItems: async () => content.library ?? [],
    episodes: async () => content.episodes ?? [],
    transcriptLines: async () => content.lines ?? [],
  };
  const journal = { all: async () => content.journal };
  const index = new SearchIndexService(
    search as unknown as SearchRepository,
    sources as unknown as SearchSourcesRepository,
    journal as unknown as JournalRepository,
  );
  return { search, index };
};

const essay: EssaySource = {
  slug: 'two-clocks',
  title: 'Two Clocks',
  date: '2026-01-02',
  excerpt: 'Why moving clocks disagree.',
  body: 'A **light clock** on a train.',
  tags: ['Physics'],
};
const entry: JournalEntryEntity = {
  id: '2025-06-14-swifts',
  title: 'Swifts',
  date: '2025-06-14',
  topics: [],
  body: '_Screaming_ over the allotment.',
};

describe('SearchIndexService', () => {
  it('indexes essays, active topics and journal entries as plain text', async () => {
    const content = {
      essays: [essay],
      topics: [{ name: 'Physics', description: 'How things move.' }],
      journal: [entry],
    };
    const { search, index } = setup(content);
    await index.sync();
    expect(search.stored).toEqual([
      {
        kind: 'essay',
        ref: 'two-clocks',
        title: 'Two Clocks',
        date: '2026-01-02',
        tags: ['Physics'],
        excerpt: 'Why moving clocks disagree.',
        body: 'A light clock on a train.',
      },
      { kind: 'topic', ref: 'Physics', title: 'Physics', date: null, tags: [], excerpt: 'How things move.', body: '' },
      {
        kind: 'journal',
        ref: '2025-06-14-swifts',
        title: 'Swifts',
        date: '2025-06-14',
        tags: [],
        excerpt: '',
        body: 'Screaming over the allotment.',
      },
    ]);
  });

  it('indexes library items and episodes, and each transcript line as an untitled place inside its episode', async () => {
    const { search, index } = setup({
      essays: [],
      topics: [],
      journal: [],
      library: [
        {
          ref: 'book:geb',
          title: 'Gödel, Escher, Bach',
          date: null,
          tags: ['Mathematics', 'Douglas Hofstadter'],
          excerpt: '',
          body: 'A *strange loop*.',
        },
      ],
      episodes: [
        {
          ref: 'notebooks',
          title: 'Why we keep notebooks',
          date: '2026-03-01',
          tags: [],
          excerpt: 'On memory.',
          body: 'Show **notes**.',
        },
      ],
      lines: [
        {
          slug: 'notebooks',
          date: '2026-03-01',
          position: 4,
          startSeconds: 75.4,
          text: 'A notebook remembers for you.',
        },
      ],
    });
    await index.sync();
    expect(search.stored.map(({ kind, ref, title, body, partOf }) => ({ kind, ref, title, body, partOf }))).toEqual([
      { kind: 'library', ref: 'book:geb', title: 'Gödel, Escher, Bach', body: 'A strange loop.', partOf: undefined },
      { kind: 'episode', ref: 'notebooks', title: 'Why we keep notebooks', body: 'Show notes.', partOf: undefined },
      {
        kind: 'episode',
        ref: 'notebooks@75',
        title: '',
        body: 'A notebook remembers for you.',
        partOf: { kind: 'episode', ref: 'notebooks', position: 4 },
      },
    ]);
  });

  it('drops what is gone and rewrites what changed, of every kind', async () => {
    const content = { essays: [essay], topics: [{ name: 'Physics', description: '' }], journal: [entry] };
    const { search, index } = setup(content);
    await index.sync();
    content.essays = [];
    content.topics = [{ name: 'Logic', description: 'Proofs.' }];
    content.journal = [{ ...entry, title: 'Swifts Again' }];
    await index.sync();
    expect(search.stored.map((d) => [d.kind, d.ref, d.title])).toEqual([
      ['journal', '2025-06-14-swifts', 'Swifts Again'],
      ['topic', 'Logic', 'Logic'],
    ]);
  });
});
