import { Inject, Injectable } from '@nestjs/common';
import { pathTo } from '@site/contracts';
import { SERVICE_CONFIG, urlsetXml, type SitemapEntry } from '@site/service-kit';
import type { ContentConfig } from '../../config.js';
import { JournalRepository } from '../journal/journal.repository.js';
import { DocumentsRepository } from '../library/documents/documents.repository.js';
import { PodcastRepository } from '../library/podcast/podcast.repository.js';
import { FeedsRepository } from './feeds.repository.js';
import { publicPagePaths } from './public-pages.js';

/** The sitemaps protocol's limit of addresses per file. */
export const SITEMAP_URLS_MAX = 50_000;

/** The content service's sitemaps: pages from the route table, essays, journal entries and topics. */
@Injectable()
export class SitemapsService {
  constructor(
    private readonly feeds: FeedsRepository,
    private readonly journal: JournalRepository,
    private readonly documents: DocumentsRepository,
    private readonly podcast: PodcastRepository,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {}

  /** Every open page of the route table, dated by the newest essay or journal entry. */
  async pages(): Promise<string> {
    const [newestEssay] = await this.feeds.essayDates(1);
    const [newestEntry] = await this.journal.all();
    const lastmod = [newestEssay?.lastmod, newestEntry?.date].filter(Boolean).sort().at(-1);
    // The library's documents are pages of their own (/library/document/<name>), dated by when they were added.
    const documents = (await this.documents.dates()).map(({ name, lastmod: added }) => ({
      path: pathTo('libraryDocument', { name }),
      lastmod: added,
    }));
    // So are the podcast's episodes (/podcast/episode/<slug>), dated by their publication.
    const episodes = (await this.podcast.dates()).map(({ slug, lastmod: published }) => ({
      path: pathTo('podcastEpisode', { id: slug }),
      lastmod: published,
    }));
    return this.urlset([...publicPagePaths().map((path) => ({ path, lastmod })), ...documents, ...episodes]);
  }

  async essays(): Promise<string> {
    const essays = await this.feeds.essayDates(SITEMAP_URLS_MAX);
    return this.urlset(essays.map(({ name, lastmod }) => ({ path: pathTo('essay', { slug: name }), lastmod })));
  }

  async journalEntries(): Promise<string> {
    const entries = (await this.journal.all()).slice(0, SITEMAP_URLS_MAX);
    return this.urlset(entries.map(({ id, date }) => ({ path: pathTo('journalEntry', { id }), lastmod: date })));
  }

  /** Active topics; one without essays is dated by the newest essay of the site. */
  async topics(): Promise<string> {
    const [topics, [newestEssay]] = await Promise.all([this.feeds.activeTopics(), this.feeds.essayDates(1)]);
    return this.urlset(
      topics.map(({ name, lastmod }) => ({
        path: pathTo('topic', { name }),
        lastmod: lastmod ?? newestEssay?.lastmod,
      })),
    );
  }

  private urlset(pages: { path: string; lastmod?: string }[]): string {
    return urlsetXml(
      pages.map(({ path, lastmod }): SitemapEntry => ({ loc: `${this.config.siteUrl}${path}`, lastmod })),
    );
  }
}
