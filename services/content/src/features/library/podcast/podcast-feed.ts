import type { AudioFile } from '@site/contracts';
import { v5 as uuidv5 } from 'uuid';
import { create } from 'xmlbuilder2';
import type { ShowDetails } from './podcast-show.js';
import { chaptersPath, episodePagePath, PODCAST_PAGE_PATH, transcriptPath } from './podcast-paths.js';

export const PODCAST_FEED_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

const NAMESPACES = {
  'xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  'xmlns:podcast': 'https://podcastindex.org/namespace/1.0',
  'xmlns:atom': 'http://www.w3.org/2005/Atom',
  'xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
};

/** The namespace the Podcasting 2.0 spec fixes for a feed's `podcast:guid` (a UUIDv5 of its address). */
const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/** The feed's `podcast:guid`: a UUIDv5 of its address without the scheme and trailing slashes, as the spec says. */
export const podcastGuid = (feedUrl: string) =>
  uuidv5(feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, ''), PODCAST_GUID_NAMESPACE);

/** One episode as the feed carries it. */
export interface FeedEpisode {
  slug: string;
  guid: string;
  number: number;
  title: string;
  publishedAt: Date;
  summary: string;
  /** The show notes as sanitised HTML. */
  notesHtml: string;
  audio: AudioFile;
  explicit: boolean;
  /** Its own artwork or the show's. */
  artworkUrl: string;
}

/**
 * The podcast as RSS 2.0 with the iTunes tags Apple Podcasts and Spotify require and the Podcasting 2.0
 * guid, transcript and chapters. `siteUrl` is the public origin without a trailing slash.
 */
export function podcastFeedXml(show: ShowDetails, episodes: readonly FeedEpisode[], siteUrl: string): string {
  const absolute = (path: string) => `${siteUrl}${path}`;
  const showPage = absolute(PODCAST_PAGE_PATH);
  const channel = create({ version: '1.0', encoding: 'UTF-8' })
    .ele('rss', { version: '2.0', ...NAMESPACES })
    .ele('channel');
  channel.ele('title').txt(show.title);
  channel.ele('link').txt(showPage);
  channel.ele('description').txt(show.description);
  channel.ele('language').txt(show.language);
  channel.ele('atom:link', { href: show.feedUrl, rel: 'self', type: 'application/rss+xml' });
  if (episodes.length > 0) channel.ele('lastBuildDate').txt(episodes[0].publishedAt.toUTCString());
  channel
    .ele('image')
    .ele('url')
    .txt(absolute(show.artworkUrl))
    .up()
    .ele('title')
    .txt(show.title)
    .up()
    .ele('link')
    .txt(showPage);
  channel.ele('itunes:author').txt(show.author);
  channel.ele('itunes:summary').txt(show.description);
  channel.ele('itunes:type').txt('episodic');
  channel.ele('itunes:owner').ele('itunes:name').txt(show.ownerName).up().ele('itunes:email').txt(show.ownerEmail);
  channel.ele('itunes:image', { href: absolute(show.artworkUrl) });
  const category = channel.ele('itunes:category', { text: show.category });
  if (show.subcategory) category.ele('itunes:category', { text: show.subcategory });
  channel.ele('itunes:explicit').txt(String(show.explicit));
  channel.ele('podcast:guid').txt(podcastGuid(show.feedUrl));
  channel.ele('podcast:locked').txt('no');

  for (const episode of episodes) {
    const item = channel.ele('item');
    item.ele('title').txt(episode.title);
    item.ele('link').txt(absolute(episodePagePath(episode.slug)));
    item.ele('description').dat(episode.notesHtml);
    item.ele('content:encoded').dat(episode.notesHtml);
    item.ele('enclosure', {
      url: absolute(episode.audio.url),
      length: String(episode.audio.byteLength),
      type: episode.audio.type,
    });
    item.ele('guid', { isPermaLink: 'false' }).txt(episode.guid);
    item.ele('pubDate').txt(episode.publishedAt.toUTCString());
    item.ele('itunes:title').txt(episode.title);
    item.ele('itunes:summary').txt(episode.summary);
    item.ele('itunes:duration').txt(String(Math.round(episode.audio.durationSeconds)));
    item.ele('itunes:episode').txt(String(episode.number));
    item.ele('itunes:episodeType').txt('full');
    item.ele('itunes:explicit').txt(String(episode.explicit));
    item.ele('itunes:image', { href: absolute(episode.artworkUrl) });
    item.ele('podcast:episode').txt(String(episode.number));
    item.ele('podcast:transcript', {
      url: absolute(transcriptPath(episode.slug)),
      type: 'text/vtt',
      language: show.language,
    });
    item.ele('podcast:chapters', { url: absolute(chaptersPath(episode.slug)), type: 'application/json+chapters' });
  }
  return channel.end({ prettyPrint: true });
}
