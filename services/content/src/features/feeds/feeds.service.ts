import { Inject, Injectable } from '@nestjs/common';
import { pathTo, SITE_NAME } from '@site/contracts';
import { MarkdownRenderer } from '@site/markdown-render';
import { SERVICE_CONFIG } from '@site/service-kit';
import type { ContentConfig } from '../../config.js';
import { JournalRepository } from '../journal/journal.repository.js';
import { feedUpdated, renderFeed, type FeedChannel, type FeedEntry } from './feed-document.js';
import { FeedsRepository } from './feeds.repository.js';
import type { FeedFormat } from './public-paths.js';

/** How many entries a feed carries: enough for any reader that polls, small enough to stay cheap. */
export const FEED_ENTRIES_MAX = 50;

/** A feed ready to send, with the day of its newest entry for `Last-Modified`. */
export interface RenderedFeed {
  body: string;
  updated: string;
}

@Injectable()
export class FeedsService {
  constructor(
    private readonly feeds: FeedsRepository,
    private readonly journal: JournalRepository,
    private readonly markdown: MarkdownRenderer,
    @Inject(SERVICE_CONFIG) private readonly config: ContentConfig,
  ) {}

  /** The site feed: the newest essays and journal entries together, newest first. */
  async siteFeed(format: FeedFormat): Promise<RenderedFeed> {
    const [essays, journal] = await Promise.all([this.essayEntries(), this.journalEntries()]);
    const entries = [...essays, ...journal]
      .sort((a, b) => b.date.localeCompare(a.date) || a.url.localeCompare(b.url))
      .slice(0, FEED_ENTRIES_MAX);
    return this.render(format, entries, {
      title: SITE_NAME,
      description: 'Essays and journal entries on philosophy, mathematics, science and human experience.',
      homePath: pathTo('home'),
      feedBase: '',
    });
  }

  /** The essays on one topic; null for a topic that is unknown or inactive. */
  async topicFeed(name: string, format: FeedFormat): Promise<RenderedFeed | null> {
    if (!(await this.feeds.isActiveTopic(name))) return null;
    const topicPath = pathTo('topic', { name });
    return this.render(format, await this.essayEntries(name), {
      title: `${SITE_NAME}: ${name}`,
      description: `Essays on ${name}.`,
      homePath: topicPath,
      feedBase: topicPath,
    });
  }

  private render(format: FeedFormat, entries: FeedEntry[], channel: Omit<FeedChannel, 'siteUrl'>): RenderedFeed {
    return {
      body: renderFeed(format, { ...channel, siteUrl: this.config.siteUrl }, entries),
      updated: feedUpdated(entries),
    };
  }

  private async essayEntries(topic?: string): Promise<FeedEntry[]> {
    const essays = await this.feeds.newestEssays(FEED_ENTRIES_MAX, topic);
    return essays.map((essay) => {
      const { html, description } = this.markdown.render(`essay/${essay.slug}`, essay.body);
      return {
        title: essay.title,
        url: this.absolute(pathTo('essay', { slug: essay.slug })),
        date: essay.date,
        summary: essay.excerpt || description,
        html,
        tags: essay.tags,
      };
    });
  }

  private async journalEntries(): Promise<FeedEntry[]> {
    const entries = (await this.journal.all()).slice(0, FEED_ENTRIES_MAX);
    return entries.map((entry) => {
      const { html, description } = this.markdown.render(`journal/${entry.id}`, entry.body);
      return {
        title: entry.title,
        url: this.absolute(pathTo('journalEntry', { id: entry.id })),
        date: entry.date,
        summary: description,
        html,
        tags: [],
      };
    });
  }

  private absolute(path: string): string {
    return `${this.config.siteUrl}${path}`;
  }
}
