import { Inject, Injectable } from '@nestjs/common';
import { pathTo } from '@site/contracts';
import { SERVICE_CONFIG, urlsetXml } from '@site/service-kit';
import type { LearnConfig } from '../../config.js';
import { SitemapsRepository, type DatedSlug } from './sitemaps.repository.js';

/** The sitemaps protocol's limit of addresses per file. */
const SITEMAP_URLS_MAX = 50_000;

@Injectable()
export class SitemapsService {
  constructor(
    private readonly sitemaps: SitemapsRepository,
    @Inject(SERVICE_CONFIG) private readonly config: LearnConfig,
  ) {}

  async courses(): Promise<string> {
    return this.urlset(await this.sitemaps.courseDates(SITEMAP_URLS_MAX), (slug) => pathTo('course', { slug }));
  }

  async quizzes(): Promise<string> {
    return this.urlset(await this.sitemaps.standaloneQuizDates(SITEMAP_URLS_MAX), (slug) => pathTo('quiz', { slug }));
  }

  private urlset(rows: DatedSlug[], pathOf: (slug: string) => string): string {
    return urlsetXml(
      rows.map(({ slug, updatedAt }) => ({
        loc: `${this.config.siteUrl}${pathOf(slug)}`,
        lastmod: updatedAt.toISOString().slice(0, 10),
      })),
    );
  }
}
