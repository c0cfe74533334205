import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import feedParser from '@rowanmanning/feed-parser';
import { findSiteRoute } from '@site/contracts';
import { MarkdownRenderer } from '@site/markdown-render';
import { configureService, fastifyAdapter } from '@site/service-kit';
import { createTestDatabase, type TestDatabase } from '@site/service-kit/testing';
import { textBody } from '@site/service-kit/testing/text-body';
import { XMLParser } from 'fast-xml-parser';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppModule } from '../src/app.module.js';
import { contentConfig, SEED_DIR } from '../src/config.js';
import { readEssaySeeds, type EssaySeed } from '../src/features/seed/essay-files.js';

const SITE = 'https://example.org';
const renderer = new MarkdownRenderer();
const xml = new XMLParser({ isArray: (name) => ['url', 'sitemap'].includes(name) });

/** Sorted as the feeds sort: newest first. */
const newestFirst = (seeds: EssaySeed[]) => [...seeds].sort((a, b) => b.date.localeCompare(a.date));

describe('feeds and sitemaps of the content service on PostgreSQL', () => {
  let db: TestDatabase;
  let app: NestFastifyApplication;
  let essays: EssaySeed[];
  let journalCount: number;

  /** The answer with its body as text, whatever its type. */
  const get = (url: string, headers: Record<string, string> = {}) =>
    request(app.getHttpAdapter().getInstance().server).get(url).set(headers).buffer(true).parse(textBody);
  const body = async (url: string) => (await get(url).expect(200)).body as string;

  beforeAll(async () => {
    db = await createTestDatabase('content_feeds');
    const config = contentConfig({ DATABASE_URL: db.url, INTERNAL_SECRET: 'feeds-secret', SITE_URL: `${SITE}/` });
    app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), fastifyAdapter(), {
      logger: false,
    });
    configureService(app, config);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    essays = await readEssaySeeds(path.join(SEED_DIR, 'essays'));
    journalCount = (JSON.parse(await body('/api/journal')) as unknown[]).length;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('serves the site feed as RSS 2.0: every essay and journal entry, newest first, with its full text', async () => {
    const response = await get('/rss.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    const feed = feedParser.parseFeed(response.body);
    expect(feed.meta).toEqual({ type: 'rss', version: '2.0' });
    expect(feed.title).toBe('Commonplace');
    expect(feed.url).toBe(`${SITE}/`);
    expect(feed.items).toHaveLength(essays.length + journalCount);
    const dates = feed.items.map((item) => item.published!.getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const item of feed.items) expect(item.url).toMatch(/^https:\/\/example\.org\/(essay|journal)\/[a-z0-9-]+$/);

    const [newest] = newestFirst(essays);
    const item = feed.items.find((candidate) => candidate.url === `${SITE}/essay/${newest.slug}`)!;
    expect(item.title).toBe(newest.title);
    expect(item.published?.toISOString()).toBe(`${newest.date}T00:00:00.000Z`);
    expect(item.description).toBe(newest.excerpt);
    expect(item.content?.trim()).toBe(renderer.render(newest.slug, newest.body).html.trim());
    expect(item.categories.map((category) => category.term)).toEqual([...newest.tags].sort());
  });

  it('serves the same entries as Atom 1.0', async () => {
    const response = await get('/atom.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = feedParser.parseFeed(response.body);
    expect(feed.meta.type).toBe('atom');
    expect(feed.self).toBe(`${SITE}/atom.xml`);
    const rss = feedParser.parseFeed(await body('/rss.xml'));
    expect(feed.items.map((item) => [item.url, item.title])).toEqual(rss.items.map((item) => [item.url, item.title]));
    const oldest = newestFirst(essays).at(-1)!;
    const item = feed.items.find((candidate) => candidate.url === `${SITE}/essay/${oldest.slug}`)!;
    expect(item.content?.trim()).toBe(renderer.render(oldest.slug, oldest.body).html.trim());
    expect(item.updated?.toISOString()).toBe(`${oldest.date}T00:00:00.000Z`);
  });

  it('serves JSON Feed 1.1 with its required fields', async () => {
    const response = await get('/feed.json').expect(200);
    expect(response.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    const feed = JSON.parse(response.body);
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      title: 'Commonplace',
      home_page_url: `${SITE}/`,
      feed_url: `${SITE}/feed.json`,
    });
    expect(feed.items).toHaveLength(essays.length + journalCount);
    for (const item of feed.items) {
      expect(typeof item.id).toBe('string');
      expect(item.url).toBe(item.id);
      expect(typeof item.content_html).toBe('string');
      expect(new Date(item.date_published).toISOString()).toBe(item.date_published);
    }
  });

  it('answers a feed the client already holds with 304, and states when it last changed', async () => {
    const first = await get('/rss.xml').expect(200);
    const newest = newestFirst(essays)[0].date;
    expect(new Date(first.headers['last-modified']).toISOString().slice(0, 10) >= newest).toBe(true);
    await get('/rss.xml', { 'if-none-match': first.headers.etag }).expect(304);
  });

  it("serves a topic's feeds with its essays only, in all three formats", async () => {
    const onTopic = newestFirst(essays.filter((essay) => essay.topics.includes('Philosophy')));
    const rss = feedParser.parseFeed(await body('/topic/Philosophy/rss.xml'));
    expect(rss.title).toBe('Commonplace: Philosophy');
    expect(rss.url).toBe(`${SITE}/topic/Philosophy`);
    expect(rss.items.map((item) => item.url)).toEqual(onTopic.map((essay) => `${SITE}/essay/${essay.slug}`));
    const atom = feedParser.parseFeed(await body('/topic/Philosophy/atom.xml'));
    expect(atom.self).toBe(`${SITE}/topic/Philosophy/atom.xml`);
    expect(atom.items).toHaveLength(onTopic.length);
    const json = JSON.parse(await body('/topic/Philosophy/feed.json'));
    expect(json.feed_url).toBe(`${SITE}/topic/Philosophy/feed.json`);
    expect(json.items).toHaveLength(onTopic.length);
  });

  it('answers 404 for the feeds of an unknown or inactive topic', async () => {
    await get('/topic/No%20such%20topic/rss.xml').expect(404);
    await app.get(DataSource).query(`UPDATE content.topics SET active = false WHERE name = 'Mysticism'`);
    for (const file of ['rss.xml', 'atom.xml', 'feed.json']) await get(`/topic/Mysticism/${file}`).expect(404);
    const topics = xml.parse(await body('/sitemaps/topics.xml')).urlset.url.map((url: { loc: string }) => url.loc);
    expect(topics).not.toContain(`${SITE}/topic/Mysticism`);
    expect(topics).toContain(`${SITE}/topic/Philosophy`);
    await app.get(DataSource).query(`UPDATE content.topics SET active = true WHERE name = 'Mysticism'`);
  });

  it('writes sitemaps of the pages, essays, journal and topics, every address absolute and dated', async () => {
    const urls = async (file: string) => {
      const response = await get(`/sitemaps/${file}`).expect(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      return xml.parse(response.body).urlset.url as { loc: string; lastmod: string }[];
    };
    const pages = await urls('pages.xml');
    const essaysMap = await urls('essays.xml');
    const journal = await urls('journal.xml');
    const topics = await urls('topics.xml');
    for (const { loc, lastmod } of [...pages, ...essaysMap, ...journal, ...topics]) {
      expect(loc.startsWith(`${SITE}/`)).toBe(true);
      expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(findSiteRoute(new URL(loc).pathname)).toBeDefined();
    }
    expect(pages.map(({ loc }) => new URL(loc).pathname)).toEqual(expect.arrayContaining(['/', '/essays', '/journal']));
    expect(pages.map(({ loc }) => loc)).not.toContain(`${SITE}/dashboard`);
    expect(essaysMap).toHaveLength(essays.length);
    const [newest] = newestFirst(essays);
    expect(essaysMap[0]).toEqual({ loc: `${SITE}/essay/${newest.slug}`, lastmod: newest.date });
    expect(journal).toHaveLength(journalCount);
    expect(topics.length).toBeGreaterThan(3);
  });
});
