import type { EssayDetail, EssayPreview } from '@site/contracts';
import { MarkdownRenderer } from '@site/markdown-render';
import { FakeEssays } from '../../../test/fakes/fake-essays.js';
import type { ContentConfig } from '../../config.js';
import type { EssayPreviewsService } from '../admin-essays/essay-previews.service.js';
import type { EssayNeighboursRepository } from '../essays/essay-neighbours.repository.js';
import { EssayPageService } from '../essays/essay-page.service.js';
import { EssaysService } from '../essays/essays.service.js';
import type { ViewCounter } from '../essays/view-counter.js';
import type { JournalEntryEntity } from '../journal/journal-entry.entity.js';
import type { JournalRepository } from '../journal/journal.repository.js';
import { JournalService } from '../journal/journal.service.js';
import type { AcademicPageDocuments } from '../library/documents/academic-page-documents.js';
import type { LibraryPageDocuments } from '../library/overview/library-page-documents.js';
import type { ListeningPageDocuments } from '../library/podcast/listening-page-documents.js';
import type { TopicsRepository } from '../topics/topics.repository.js';
import { PageDocumentService } from './page-document.service.js';

const SITE = 'https://example.org';

const TOKEN = 'c'.repeat(64);
const PREVIEW: EssayPreview = {
  id: 9,
  slug: 'a-draft',
  title: 'A Draft',
  date: '2026-11-23',
  html: '<p>Not yet out.</p>',
  description: 'Not yet out.',
  tags: [],
  topics: [],
  readingMinutes: 1,
  status: 'draft',
  cover: null,
  savedAt: '2026-11-23T08:00:00.000Z',
};
/** Only the one token opens the preview. */
const previews = { find: async (token: string) => (token === TOKEN ? PREVIEW : null) };

const ENTRY: JournalEntryEntity = {
  id: '2025-01-03-walk',
  title: 'A walk',
  date: '2025-01-03',
  topics: ['Philosophy'],
  body: 'Fog, *river*.',
};

describe('PageDocumentService', () => {
  let service: PageDocumentService;

  beforeEach(() => {
    const essays = new FakeEssays();
    essays.add({ slug: 'on-grief', title: 'On Grief', date: '2024-03-01', topics: ['Philosophy'] });
    essays.add({
      slug: 'proof',
      title: 'What <Proof> Reaches',
      date: '2025-01-05',
      excerpt: 'Proofs & limits.',
      body: 'What a proof reaches, and **what it cannot**.',
      viewCount: 1204,
      tags: ['logic'],
      topics: ['Philosophy'],
    });
    const neighbours = {
      around: async () => ({ previous: { slug: 'on-grief', title: 'On Grief' }, next: null }),
      related: async () => [],
    };
    const journal = {
      all: async () => [ENTRY],
      find: async (id: string) => (id === ENTRY.id ? ENTRY : null),
    };
    const topics = {
      list: async () => [
        { id: 1, name: 'Philosophy', active: true, description: 'Old questions, asked again.' },
        { id: 2, name: 'Retired', active: false, description: 'Gone.' },
      ],
    };
    // The library's pages are built in its own folder (and tested there); here only that they are asked.
    const library = {
      overviewPage: async () => ({ status: 200, head: { title: 'Library', path: '/library' } }),
      booksPage: async (search: URLSearchParams) => ({
        status: 200,
        head: { title: 'Books', path: '/library/books' },
        data: [{ queryKey: ['library', 'books', Object.fromEntries(search)], data: null }],
      }),
    };
    const markdown = new MarkdownRenderer();
    // The page shows an essay without counting a view: the counter must never be asked.
    const noViews = {} as ViewCounter;
    service = new PageDocumentService(
      new EssayPageService(
        essays.asRepository(),
        neighbours as unknown as EssayNeighboursRepository,
        noViews,
        markdown,
      ),
      new EssaysService(essays.asRepository()),
      new JournalService(journal as unknown as JournalRepository, markdown),
      topics as unknown as TopicsRepository,
      library as unknown as LibraryPageDocuments,
      {} as AcademicPageDocuments,
      {} as ListeningPageDocuments,
      previews as unknown as EssayPreviewsService,
      { siteUrl: SITE } as ContentConfig,
    );
  });

  it("draws an essay's article with the screen's classes, every text escaped", async () => {
    const { mainHtml, head, data } = await service.document('/essay/proof');
    expect(head.title).toBe('What <Proof> Reaches | Commonplace');
    expect(mainHtml).toContain('<h1>What &lt;Proof&gt; Reaches</h1>');
    expect(mainHtml).toContain(
      '<p class="content-essay__meta"><time datetime="2025-01-05">January 5, 2025</time><span>1 min read</span><span>1,204 views</span></p>',
    );
    expect(mainHtml).toContain('<ul class="content-essay__links" aria-label="Topics"><li><a href="/topic/Philosophy">');
    expect(mainHtml).toContain('<a href="/essays?tag=logic">logic</a>');
    expect(mainHtml).toContain('<strong>what it cannot</strong>');
    expect(mainHtml).toContain('rel="prev" href="/essay/on-grief"');
    expect(mainHtml).toContain(encodeURIComponent(`${SITE}/essay/proof`));
    expect((data![0].data as EssayDetail).description).toBe('Proofs & limits.');
  });

  it('gives an essay BlogPosting and breadcrumbs with absolute URLs, and its card', async () => {
    const { head } = await service.document('/essay/proof');
    expect(head.image?.url).toBe('/cards/essays/proof');
    expect(head.structuredData[0]).toMatchObject({
      '@type': 'BlogPosting',
      url: `${SITE}/essay/proof`,
      image: `${SITE}/cards/essays/proof`,
      datePublished: '2025-01-05',
      keywords: 'logic',
      articleSection: ['Philosophy'],
    });
    expect(head.structuredData[1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Home', item: `${SITE}/` },
        { name: 'Essays', item: `${SITE}/essays` },
        { name: 'What <Proof> Reaches', item: `${SITE}/essay/proof` },
      ],
    });
  });

  it("draws a topic's description, its essays as the list screen draws them and its journal entries", async () => {
    const { mainHtml, data } = await service.document('/topic/Philosophy');
    expect(mainHtml).toMatch(
      /^<div class="content-page content-topic"><header class="content-page__header"><h1>Philosophy<\/h1><p>Old questions, asked again.<\/p>/,
    );
    expect(mainHtml).toContain(
      '<h2 id="topic-section-essays">Essays <span class="content-topic-section__count">(2)</span></h2>',
    );
    expect(mainHtml).toContain(
      '<h2 class="content-essay-row__title"><a href="/essay/proof">What &lt;Proof&gt; Reaches</a></h2>',
    );
    expect(mainHtml).toContain('<p class="content-essay-row__excerpt">Proofs &amp; limits.</p>');
    expect(mainHtml).not.toContain('content-pagination');
    expect(mainHtml).toContain(
      '<ul class="content-topic-list"><li><a href="/journal/2025-01-03-walk">A walk</a><time datetime="2025-01-03">Jan 3, 2025</time></li></ul>',
    );
    expect(data).toEqual([
      {
        queryKey: ['topics', 'detail', 'Philosophy'],
        data: { name: 'Philosophy', description: 'Old questions, asked again.' },
      },
      { queryKey: ['essays', 'list', { topic: 'Philosophy' }], data: { essays: expect.any(Array), total: 2 } },
      { queryKey: ['journal', 'list', { topic: 'Philosophy' }], data: [expect.objectContaining({ id: ENTRY.id })] },
    ]);
  });

  it('says so on a page of a topic past its last', async () => {
    const { mainHtml, data } = await service.document('/topic/Philosophy?page=4');
    expect(mainHtml).toContain('No Essays on This Page');
    expect(data![1].queryKey).toEqual(['essays', 'list', { topic: 'Philosophy', page: 4 }]);
  });

  it('404s an inactive topic, an unknown essay and a journal entry that does not exist', async () => {
    expect((await service.document('/topic/Retired')).status).toBe(404);
    expect((await service.document('/essay/nothing-here')).status).toBe(404);
    expect((await service.document('/journal/2020-01-01-none')).status).toBe(404);
  });

  it("draws a journal entry's article", async () => {
    const { mainHtml, head } = await service.document(`/journal/${ENTRY.id}`);
    expect(mainHtml).toBe(
      '<article class="content-page content-journal-entry"><a class="content-back-link" href="/journal">← All journal entries</a>' +
        '<header class="content-page__header"><h1>A walk</h1><p><time datetime="2025-01-03">January 3, 2025</time></p></header>' +
        '<div class="markdown content-article-body"><p>Fog, <em>river</em>.</p>\n</div></article>',
    );
    expect(head.image?.url).toBe(`/cards/journal/${ENTRY.id}`);
  });

  it('draws the essay list with its filters from the address, the chosen tag marked', async () => {
    const { mainHtml, data } = await service.document('/articles?tag=logic&sortBy=title');
    expect(mainHtml).toMatch(/^<div class="content-page"><header class="content-page__header"><h1>Essays<\/h1>/);
    expect(mainHtml).toContain('<option value="logic" selected="">logic</option>');
    expect(mainHtml).toContain('<option value="Philosophy">Philosophy</option>');
    expect(mainHtml).toContain(
      '<button type="button" class="ui-button ui-button--primary ui-button--sm" aria-pressed="true">Title</button>',
    );
    expect(mainHtml).toContain('<a class="content-tag" aria-current="true" href="/essays?sortBy=title">logic (1)</a>');
    expect(mainHtml).toContain('href="/essay/proof"');
    expect(mainHtml).not.toContain('href="/essay/on-grief"');
    expect(data!.map((entry) => entry.queryKey)).toEqual([
      ['essays', 'list', { tag: 'logic', sortBy: 'title' }],
      ['tags'],
    ]);
  });

  it('offers the essays of an empty filter a way back to all of them', async () => {
    const { mainHtml } = await service.document('/essays?tag=nothing');
    expect(mainHtml).toContain('<h2 class="content-status__title">No Essays Found</h2>');
    expect(mainHtml).toContain('<a href="/essays">Browse all essays</a>');
  });

  it('gives every other page of its own its head from the shared table, token pages unindexed', async () => {
    expect((await service.document('/contact')).head).toMatchObject({
      title: 'Contact | Commonplace',
      path: '/contact',
    });
    expect((await service.document('/newsletter/confirm')).head.robots).toBe('noindex');
    expect((await service.document('/library')).head.title).toBe('Library');
    expect((await service.document('/library/books?shelf=read')).data?.[0].queryKey).toEqual([
      'library',
      'books',
      { shelf: 'read' },
    ]);
    expect((await service.document('/games')).status).toBe(404);
  });

  it('draws the journal as its screen does', async () => {
    const { mainHtml } = await service.document('/journal');
    expect(mainHtml).toContain(
      '<li class="content-journal-list__item"><h2 class="content-journal-list__title"><a href="/journal/2025-01-03-walk">A walk</a></h2><time datetime="2025-01-03">Jan 3, 2025</time></li>',
    );
  });

  it('leaves the list data out for filters the API would refuse, keeping the tags', async () => {
    const { data, mainHtml } = await service.document(`/essays?tag=${'x'.repeat(101)}`);
    expect(data!.map((entry) => entry.queryKey)).toEqual([['tags']]);
    expect(mainHtml).toBeUndefined();
  });

  it('draws a preview link as a never-indexed page with the draft’s data, and 404s an unknown token', async () => {
    const found = await service.document(`/essay/a-draft?preview=${TOKEN}`);
    expect(found.status).toBe(200);
    expect(found.head).toMatchObject({ title: 'Preview: A Draft | Commonplace', robots: 'noindex,nofollow' });
    expect(found.data).toEqual([{ queryKey: ['essays', 'preview', TOKEN], data: PREVIEW }]);
    const unknown = await service.document(`/essay/a-draft?preview=${'d'.repeat(64)}`);
    expect(unknown).toMatchObject({ status: 404, head: { robots: 'noindex' } });
    expect((await service.document('/essay/a-draft?preview=short')).status).toBe(404);
  });
});
