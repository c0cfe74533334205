import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  defaultPageHead,
  ESSAY_COVER_HEIGHT,
  ESSAY_COVER_WIDTH,
  hasFixedHead,
  PAGE_HEADS,
  pathTo,
  personLd,
  ROUTES,
  SHARING_THE_SACRED_SLUG,
  type FixedHeadRouteId,
  type PageDocument,
  type PageHead,
  type RouteId,
  type RouteOwner,
} from '@site/contracts';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { ContentConfig } from '../../config.js';
import { EssayPreviewsService } from '../admin-essays/essay-previews.service.js';
import { EssayPageService } from '../essays/essay-page.service.js';
import { EssaysService } from '../essays/essays.service.js';
import { JournalService } from '../journal/journal.service.js';
import { AcademicPageDocuments } from '../library/documents/academic-page-documents.js';
import { LibraryPageDocuments } from '../library/overview/library-page-documents.js';
import { ListeningPageDocuments } from '../library/podcast/listening-page-documents.js';
import { TopicsRepository } from '../topics/topics.repository.js';
import { cardPath } from './card-paths.js';
import { ContentHeads } from './content-heads.js';
import { essayListParams, readFilterState, readPage } from './essay-list-params.js';
import { topicPageHtml, type ListAddress } from './essay-list-markup.js';
import { essaysPageHtml } from './essays-page-markup.js';
import { essayArticleHtml } from './essay-markup.js';
import { journalEntryHtml, journalPageHtml } from './journal-markup.js';
import { readPageAddress } from './page-address.js';

/** The apps whose pages this service describes: its own, and the library's, which has no service yet. */
const DESCRIBED_OWNERS: readonly RouteOwner[] = ['content', 'library'];

/** What a preview token looks like; anything else names no preview. */
const PREVIEW_TOKEN = /^[a-f0-9]{64}$/;

/** Pages reached from a mail with a token: nothing for search engines. */
const NOT_INDEXED: readonly RouteId[] = ['newsletterConfirm', 'newsletterUnsubscribe'];

/**
 * What the first HTML of a content page carries: its head, the main text of reading pages as the
 * screen draws it, and the screen's query data. Reads never count as views: the gateway asks, not a reader.
 */
@Injectable()
export class PageDocumentService {
  private readonly heads: ContentHeads;

  constructor(
    private readonly essayReader: EssayPageService,
    private readonly essayList: EssaysService,
    private readonly journal: JournalService,
    private readonly topics: TopicsRepository,
    private readonly library: LibraryPageDocuments,
    private readonly academic: AcademicPageDocuments,
    private readonly listening: ListeningPageDocuments,
    private readonly previews: EssayPreviewsService,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {
    this.heads = new ContentHeads(config.siteUrl);
  }

  /** The document of a page address (a path with its query string, as the browser asked for it). */
  async document(address: string): Promise<PageDocument> {
    const { route, params, search } = readPageAddress(address);
    const path = address.split('?')[0];
    if (!route || !DESCRIBED_OWNERS.includes(route.owner)) return this.missing(path, 'Page');
    switch (route.id) {
      case 'essays':
      case 'articles':
      case 'entries':
        return this.essaysPage({ path, search });
      case 'essay':
      case 'article':
      case 'entry': {
        const preview = search.get('preview');
        return preview === null ? this.essayPage(params.slug, path) : this.essayPreviewPage(preview, path);
      }
      case 'sharingTheSacred':
        return this.essayPage(SHARING_THE_SACRED_SLUG, path);
      case 'topic':
        return this.topicPage(params.name, search);
      case 'journal':
        return this.journalPage();
      case 'journalEntry':
        return this.journalEntryPage(params.id, path);
      case 'about':
        return this.aboutPage();
      case 'library':
        return this.library.overviewPage();
      case 'libraryBooks':
        return this.library.booksPage(search);
      case 'libraryAcademic':
        return this.academic.academicPage(search);
      case 'libraryDocument':
        return this.academic.documentPage(params.name, path);
      case 'libraryAudio':
        return this.listening.audioPage();
      case 'podcast':
        return this.listening.podcastPage();
      case 'podcastEpisode':
        return this.listening.episodePage(params.id, path);
      case 'search':
        // Results pages are many and thin: followed, never indexed.
        return { status: 200, head: { ...this.fixed('search'), robots: 'noindex,follow' } };
      case 'multiColumnExample':
        return { status: 200, head: this.fixed('multiColumnExample', 'article') };
      default:
        return { status: 200, head: this.ownHead(route.id, path) };
    }
  }

  /** A page without parameters whose title and description are in the shared table. */
  private fixed(id: FixedHeadRouteId, type?: 'article'): PageHead {
    const { title, description } = PAGE_HEADS[id];
    return this.heads.fixed(title, description, ROUTES[id].path, type);
  }

  /** A page the app draws from its own text: its head from the shared table, else the site's until it has one. */
  private ownHead(id: RouteId, at: string): PageHead {
    if (!hasFixedHead(id)) return defaultPageHead(at);
    const head = this.fixed(id);
    return NOT_INDEXED.includes(id) ? { ...head, robots: 'noindex' } : head;
  }

  private missing(path: string, what: string): PageDocument {
    return { status: 404, head: this.heads.notFound(path, what) };
  }

  /** The list at this address (its filters and page in the query string); a filter the API would refuse leaves it to the app. */
  private async essaysPage(address: ListAddress): Promise<PageDocument> {
    const { title, description } = PAGE_HEADS.essays;
    const params = essayListParams(address.search);
    const [result, tags] = await Promise.all([params ? this.essayList.list(params) : null, this.essayList.tagCounts()]);
    const list = result && { essays: result.items, total: result.total };
    const head = this.heads.collection({
      title,
      description,
      path: pathTo('essays'),
      items: (list?.essays ?? []).map((essay) => this.heads.page(essay.title, pathTo('essay', { slug: essay.slug }))),
    });
    return {
      status: 200,
      head,
      ...(list
        ? { mainHtml: essaysPageHtml(readFilterState(address.search), tags, address, list, readPage(address.search)) }
        : {}),
      data: [
        ...(params && list ? [{ queryKey: ['essays', 'list', params], data: list }] : []),
        { queryKey: ['tags'], data: tags },
      ],
    };
  }

  /** `name` is the route's parameter as the screen reads it: the slug, or the essay's numeric id. */
  private async essayPage(name: string, path: string): Promise<PageDocument> {
    const essay = await this.essayReader.detail(name);
    if (!essay) return this.missing(path, 'Essay');
    const canonical = pathTo('essay', { slug: essay.slug });
    return {
      status: 200,
      head: this.heads.article({
        // The author's SEO title and description, when given, are what search engines and link previews show.
        title: essay.seoTitle || essay.title,
        description: essay.seoDescription || essay.description,
        path: canonical,
        card: cardPath('essays', essay.slug),
        ...(essay.cover ? { image: { url: essay.cover, width: ESSAY_COVER_WIDTH, height: ESSAY_COVER_HEIGHT } } : {}),
        date: essay.date,
        tags: essay.tags,
        topics: essay.topics,
        trail: [PAGE_HEADS.essays.title, pathTo('essays')],
      }),
      mainHtml: essayArticleHtml(essay, this.config.siteUrl),
      data: [{ queryKey: ['essays', 'detail', name], data: essay }],
    };
  }

  /**
   * An essay's preview link: its latest text, whatever its status, for whoever holds the token; never indexed.
   * An unknown token is a 404, as an unknown essay is.
   */
  private async essayPreviewPage(token: string, path: string): Promise<PageDocument> {
    const preview = PREVIEW_TOKEN.test(token) ? await this.previews.find(token) : null;
    if (!preview) return { status: 404, head: { ...this.heads.notFound(path, 'Preview'), robots: 'noindex' } };
    const head = this.heads.article({
      title: `Preview: ${preview.title}`,
      description: preview.description,
      path: pathTo('essay', { slug: preview.slug }),
      card: cardPath('essays', preview.slug),
      date: preview.date,
      trail: [PAGE_HEADS.essays.title, pathTo('essays')],
    });
    return {
      status: 200,
      head: { ...head, robots: 'noindex,nofollow' },
      data: [{ queryKey: ['essays', 'preview', token], data: preview }],
    };
  }

  /** An active topic's essays, a page at a time; an unknown or inactive topic is a 404. */
  private async topicPage(name: string, search: URLSearchParams): Promise<PageDocument> {
    const path = pathTo('topic', { name });
    const page = readPage(search);
    const found = (await this.topics.list()).find((candidate) => candidate.name === name);
    if (!found?.active) return this.missing(path, 'Topic');
    const topic = { name: found.name, description: found.description };
    const params = { topic: name, ...(page > 1 ? { page } : {}) };
    const { items, total } = await this.essayList.list(params);
    const journal = await this.journal.list(name);
    const list = { essays: items, total };
    return {
      status: 200,
      head: this.heads.collection({
        title: name,
        description: topic.description,
        path,
        items: items.map((essay) => this.heads.page(essay.title, pathTo('essay', { slug: essay.slug }))),
        trail: [[PAGE_HEADS.essays.title, pathTo('essays')]],
      }),
      mainHtml: topicPageHtml(topic, { path, search }, list, page, journal),
      data: [
        { queryKey: ['topics', 'detail', name], data: topic },
        { queryKey: ['essays', 'list', params], data: list },
        { queryKey: ['journal', 'list', { topic: name }], data: journal },
      ],
    };
  }

  private async journalPage(): Promise<PageDocument> {
    const { title, description } = PAGE_HEADS.journal;
    const entries = await this.journal.list();
    return {
      status: 200,
      head: this.heads.collection({
        title,
        description,
        path: pathTo('journal'),
        items: entries.map((entry) => this.heads.page(entry.title, pathTo('journalEntry', { id: entry.id }))),
      }),
      mainHtml: journalPageHtml(description, entries),
      data: [{ queryKey: ['journal', 'list'], data: entries }],
    };
  }

  private async journalEntryPage(id: string, path: string): Promise<PageDocument> {
    const entry = await this.journal.get(id).catch((error: unknown) => {
      if (error instanceof NotFoundException) return null;
      throw error;
    });
    if (!entry) return this.missing(path, 'Journal entry');
    return {
      status: 200,
      head: this.heads.article({
        title: entry.title,
        description: entry.description,
        path: pathTo('journalEntry', { id: entry.id }),
        card: cardPath('journal', entry.id),
        date: entry.date,
        trail: [PAGE_HEADS.journal.title, pathTo('journal')],
      }),
      mainHtml: journalEntryHtml(entry),
      data: [{ queryKey: ['journal', 'detail', id], data: entry }],
    };
  }

  /** The about page describes its author. */
  private aboutPage(): PageDocument {
    const head = this.fixed('about');
    const { description } = PAGE_HEADS.about;
    return {
      status: 200,
      head: {
        ...head,
        type: 'profile',
        structuredData: [personLd({ ...this.heads.author, description }), ...head.structuredData],
      },
    };
  }
}
