import { pathTo } from '@site/contracts';

/** The podcast's page and an episode's, which the library remote draws. */
export const PODCAST_PAGE_PATH = pathTo('podcast');
export const episodePagePath = (slug: string) => pathTo('podcastEpisode', { id: slug });

/** The podcast's feed, as podcast apps subscribe to it. */
export const PODCAST_FEED_PATH = '/podcast/feed.xml';

/** An episode's transcript (WebVTT), linked from the feed and the API. */
export const transcriptPath = (slug: string) => `/podcast/episodes/${encodeURIComponent(slug)}/transcript.vtt`;

/** An episode's Podcasting 2.0 JSON chapters, linked from the feed and the API. */
export const chaptersPath = (slug: string) => `/podcast/episodes/${encodeURIComponent(slug)}/chapters.json`;

/** What the podcast answers outside `/api` (Nest patterns); the gateway forwards the same paths here. */
export const PODCAST_PUBLIC_PATHS: readonly string[] = [
  'podcast/feed.xml',
  'podcast/episodes/:slug/transcript.vtt',
  'podcast/episodes/:slug/chapters.json',
];
