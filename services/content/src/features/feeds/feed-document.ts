import { SITE_NAME } from '@site/contracts';
import { Feed } from 'feed';
import { FEED_FILES, type FeedFormat } from './public-paths.js';

/** One essay or journal entry as a feed carries it. */
export interface FeedEntry {
  title: string;
  /** Absolute address of the entry's page; also its permanent id. */
  url: string;
  /** Publication day, `YYYY-MM-DD`. */
  date: string;
  summary: string;
  /** The full text as sanitised HTML. */
  html: string;
  tags: string[];
}

/** What a feed says about itself. */
export interface FeedChannel {
  title: string;
  description: string;
  /** The site's public origin, without a trailing slash. */
  siteUrl: string;
  /** The page the feed follows (`/`, `/topic/Philosophy`). */
  homePath: string;
  /** Where the three formats live, without the file name (`''` for the site, `/topic/Philosophy`). */
  feedBase: string;
}

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};

const AUTHOR = { name: SITE_NAME };
const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';

const feedUrl = (channel: FeedChannel, format: FeedFormat) =>
  `${channel.siteUrl}${channel.feedBase}/${FEED_FILES[format]}`;

/** A day as a timestamp at midnight UTC, the moment feeds state for a dated entry. */
const dayToDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** The newest entry's day, or the epoch for an empty feed, so the answer stays the same for the same data. */
export const feedUpdated = (entries: readonly FeedEntry[]) =>
  entries.reduce((newest, entry) => (entry.date > newest ? entry.date : newest), '1970-01-01');

/** The feed in one format: RSS 2.0 with `content:encoded`, Atom 1.0 or JSON Feed 1.1. */
export function renderFeed(format: FeedFormat, channel: FeedChannel, entries: readonly FeedEntry[]): string {
  if (format === 'json') return renderJsonFeed(channel, entries);
  const feed = new Feed({
    id: `${channel.siteUrl}${channel.homePath}`,
    link: `${channel.siteUrl}${channel.homePath}`,
    title: channel.title,
    description: channel.description,
    language: 'en',
    updated: dayToDate(feedUpdated(entries)),
    generator: false,
    author: AUTHOR,
    copyright: `© ${AUTHOR.name}`,
    feedLinks: { rss: feedUrl(channel, 'rss'), atom: feedUrl(channel, 'atom'), json: feedUrl(channel, 'json') },
  });
  for (const entry of entries) {
    feed.addItem({
      id: entry.url,
      guid: entry.url,
      link: entry.url,
      title: entry.title,
      date: dayToDate(entry.date),
      published: dayToDate(entry.date),
      description: entry.summary,
      content: entry.html,
      author: [AUTHOR],
      category: entry.tags.map((name) => ({ name })),
    });
  }
  return format === 'rss' ? feed.rss2() : feed.atom1();
}

/**
 * JSON Feed 1.1, written here because the `feed` package still writes version 1 (a single `author`
 * where 1.1 has `authors`, and no `language`).
 */
function renderJsonFeed(channel: FeedChannel, entries: readonly FeedEntry[]): string {
  return JSON.stringify({
    version: JSON_FEED_VERSION,
    title: channel.title,
    home_page_url: `${channel.siteUrl}${channel.homePath}`,
    feed_url: feedUrl(channel, 'json'),
    description: channel.description,
    language: 'en',
    authors: [AUTHOR],
    items: entries.map((entry) => ({
      id: entry.url,
      url: entry.url,
      title: entry.title,
      summary: entry.summary,
      content_html: entry.html,
      date_published: dayToDate(entry.date).toISOString(),
      tags: entry.tags,
    })),
  });
}
