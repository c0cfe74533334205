import { feedUpdated, renderFeed, type FeedChannel, type FeedEntry } from './feed-document.js';

const channel: FeedChannel = {
  title: 'Commonplace',
  description: 'Essays & notes',
  siteUrl: 'https://example.org',
  homePath: '/',
  feedBase: '',
};

const entry = (day: string, title = `On ${day}`): FeedEntry => ({
  title,
  url: `https://example.org/essay/${day}`,
  date: day,
  summary: 'A <short> summary',
  html: '<p>Full <em>text</em> ]]> here</p>',
  tags: ['time'],
});

describe('renderFeed', () => {
  it('writes RSS 2.0 with the full text in content:encoded', () => {
    const xml = renderFeed('rss', channel, [entry('2026-01-09', 'Fish & <chips>')]);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title><![CDATA[Fish & <chips>]]></title>');
    expect(xml).toContain('<content:encoded>');
    expect(xml).toContain('<atom:link href="https://example.org/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<pubDate>Fri, 09 Jan 2026 00:00:00 GMT</pubDate>');
  });

  it('writes Atom 1.0 pointing at itself', () => {
    const xml = renderFeed('atom', { ...channel, homePath: '/topic/Time', feedBase: '/topic/Time' }, [
      entry('2026-01-09'),
    ]);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain('<link rel="self" href="https://example.org/topic/Time/atom.xml"/>');
    expect(xml).toContain('<updated>2026-01-09T00:00:00.000Z</updated>');
  });

  it('writes JSON Feed 1.1 with the required fields and the full text', () => {
    const feed = JSON.parse(renderFeed('json', channel, [entry('2026-01-09')]));
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Commonplace',
      feed_url: 'https://example.org/feed.json',
      authors: [{ name: 'Commonplace' }],
    });
    expect(feed.items).toEqual([
      expect.objectContaining({
        id: 'https://example.org/essay/2026-01-09',
        content_html: '<p>Full <em>text</em> ]]> here</p>',
        date_published: '2026-01-09T00:00:00.000Z',
      }),
    ]);
  });
});

describe('feedUpdated', () => {
  it('is the newest entry, or the epoch for an empty feed', () => {
    expect(feedUpdated([entry('2025-05-01'), entry('2026-01-09'), entry('2025-12-31')])).toBe('2026-01-09');
    expect(feedUpdated([])).toBe('1970-01-01');
  });
});
