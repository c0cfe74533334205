/** The three formats of every feed, each with its file name. */
export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;
export type FeedFormat = keyof typeof FEED_FILES;

/** The sitemaps the content service writes; the gateway's index lists them. */
export const SITEMAP_FILES = {
  pages: 'sitemaps/pages.xml',
  essays: 'sitemaps/essays.xml',
  journal: 'sitemaps/journal.xml',
  topics: 'sitemaps/topics.xml',
} as const;

/**
 * What the content service answers outside `/api` (Nest patterns): the site feeds, each topic's feeds
 * and the sitemaps. The gateway's route table forwards the same paths here.
 */
export const CONTENT_PUBLIC_PATHS: readonly string[] = [
  ...Object.values(FEED_FILES),
  ...Object.values(FEED_FILES).map((file) => `topic/:name/${file}`),
  ...Object.values(SITEMAP_FILES),
];
