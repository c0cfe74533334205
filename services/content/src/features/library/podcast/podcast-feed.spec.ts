import { parseFeed } from 'podcast-partytime';
import { podcastFeedXml, podcastGuid } from './podcast-feed.js';
import type { ShowDetails } from './podcast-show.js';

const SHOW: ShowDetails = {
  title: 'Talk & Notes',
  description: 'A show <about> things.',
  author: 'Someone',
  language: 'en',
  category: 'Society & Culture',
  subcategory: 'Philosophy',
  artworkUrl: '/media/podcast/art-1.png',
  feedUrl: 'https://example.org/podcast/feed.xml',
  ownerName: 'Someone',
  ownerEmail: 'owner@example.org',
  explicit: false,
};

describe('podcastGuid', () => {
  it('is the UUIDv5 of the address without scheme and trailing slash, as the spec’s own example', () => {
    expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810');
    expect(podcastGuid('http://mp3s.nashownotes.com/pc20rss.xml/')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810');
  });
});

describe('podcastFeedXml', () => {
  it('escapes text and keeps notes as HTML a parser reads back', () => {
    const xml = podcastFeedXml(
      SHOW,
      [
        {
          slug: 'first',
          guid: 'guid-1',
          number: 1,
          title: 'One & only',
          publishedAt: new Date('2026-09-15T07:00:00Z'),
          summary: 'Short.',
          notesHtml: '<p>Notes with <a href="/essays">a link</a>.</p>',
          audio: { url: '/media/audio/first-1.mp3', type: 'audio/mpeg', byteLength: 1234, durationSeconds: 70.6 },
          explicit: false,
          artworkUrl: '/media/podcast/art-1.png',
        },
      ],
      'https://example.org',
    );
    const feed = parseFeed(xml)!;
    expect(feed.title).toBe('Talk & Notes');
    expect(feed.description).toBe('A show <about> things.');
    const [item] = feed.items;
    expect(item.title).toBe('One & only');
    expect(item.duration).toBe(71);
    expect(item.pubDate?.toISOString()).toBe('2026-09-15T07:00:00.000Z');
    expect(xml).toContain('<pubDate>Tue, 15 Sep 2026 07:00:00 GMT</pubDate>');
    expect(xml).toContain('<![CDATA[<p>Notes with <a href="/essays">a link</a>.</p>]]>');
  });

  it('carries an M4A episode under its own type, the owner’s address and what is explicit', () => {
    const xml = podcastFeedXml(
      { ...SHOW, subcategory: '' },
      [
        {
          slug: 'second',
          guid: 'guid-2',
          number: 2,
          title: 'Two',
          publishedAt: new Date('2026-10-01T07:00:00Z'),
          summary: 'Shorter.',
          notesHtml: '<p>Notes.</p>',
          audio: { url: '/media/podcast/second-1.m4a', type: 'audio/x-m4a', byteLength: 99, durationSeconds: 5 },
          explicit: true,
          artworkUrl: '/media/podcast/art-2.jpg',
        },
      ],
      'https://example.org',
    );
    const [item] = parseFeed(xml)!.items;
    expect(item.enclosure).toMatchObject({
      url: 'https://example.org/media/podcast/second-1.m4a',
      type: 'audio/x-m4a',
    });
    expect(item.explicit).toBe(true);
    expect(xml).toContain('<itunes:email>owner@example.org</itunes:email>');
    expect(xml).toContain('<itunes:category text="Society &amp; Culture"/>');
  });

  it('is a valid feed with no episodes yet', () => {
    const feed = parseFeed(podcastFeedXml(SHOW, [], 'https://example.org'))!;
    expect(feed.items).toEqual([]);
  });
});
