import { pathTo } from '@site/contracts';

export interface Surface {
  name: string;
  /** The path on this site; the page shows it with the current origin. */
  path: string;
  description: string;
}

export const SITE_FEEDS: readonly Surface[] = [
  {
    name: 'RSS 2.0 feed',
    path: '/rss.xml',
    description: 'The newest essays with their full text, for any feed reader.',
  },
  { name: 'Atom feed', path: '/atom.xml', description: 'The same entries in Atom 1.0, for readers that prefer it.' },
  {
    name: 'JSON Feed 1.1',
    path: '/feed.json',
    description: 'The same entries as JSON, easiest to read from your own code.',
  },
];

/** The topic whose feed the page shows as an example. */
export const EXAMPLE_TOPIC = 'Philosophy';

export const TOPIC_FEED_EXAMPLE: Surface = {
  name: `${EXAMPLE_TOPIC} RSS feed`,
  path: `${pathTo('topic', { name: EXAMPLE_TOPIC })}/rss.xml`,
  description: 'Only the essays filed under one topic.',
};

export const SITEMAP: Surface = {
  name: 'Sitemap',
  path: '/sitemap.xml',
  description:
    'A sitemap index of every page, essay, journal entry, topic, course and quiz, each with the date it last changed.',
};

export const API_SURFACES: readonly Surface[] = [
  {
    name: 'OpenAPI document',
    path: '/api/openapi.json',
    description: 'The OpenAPI description of every public endpoint, to generate a client or test against.',
  },
  {
    name: 'API documentation',
    path: '/api/docs',
    description: 'The same document as browsable pages, where each endpoint can be tried from the browser.',
  },
];
