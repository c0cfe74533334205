import feedParser from '@rowanmanning/feed-parser';
import { findSiteRoute } from '@site/contracts';
import { textBody } from '@site/service-kit/testing/text-body';
import { XMLParser } from 'fast-xml-parser';
import request from 'supertest';
import { startGatewayStack, type GatewayStack } from './gateway-stack.js';

const SITE = 'http://localhost:8080';
const xml = new XMLParser({ isArray: (name) => ['url', 'sitemap'].includes(name) });

describe('feeds, sitemaps and robots.txt through the gateway', () => {
  let stack: GatewayStack;
  let app: string;

  /** The answer with its body as text, whatever its type. */
  const get = (path: string) => request(app).get(path).buffer(true).parse(textBody);

  beforeAll(async () => {
    stack = await startGatewayStack(4470);
    app = await stack.createGateway();
  }, 120_000);
  afterAll(() => stack?.stop());

  it('forwards the site feeds to the content service, each with its type', async () => {
    const rss = await get('/rss.xml').expect(200);
    expect(rss.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(rss.headers['cache-control']).toMatch(/max-age=\d+/);
    const feed = feedParser.parseFeed(rss.body);
    expect(feed.items.length).toBeGreaterThanOrEqual(12);
    expect(feed.items[0].url).toMatch(new RegExp(`^${SITE}/(essay|journal)/`));
    expect((await get('/atom.xml').expect(200)).headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const json = await get('/feed.json').expect(200);
    expect(json.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    expect(JSON.parse(json.body).version).toBe('https://jsonfeed.org/version/1.1');
  });

  it("forwards a topic's feed, and answers 404 for an unknown topic's", async () => {
    const response = await get('/topic/Philosophy/rss.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feedParser.parseFeed(response.body).title).toBe('Commonplace: Philosophy');
    await get('/topic/No%20such%20topic/atom.xml').expect(404);
  });

  it("still answers the topic page itself with the app's HTML", async () => {
    const page = await get('/topic/Philosophy').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
  });

  it('serves a sitemap index whose sitemaps list absolute, dated addresses of real pages', async () => {
    const response = await get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const sitemaps = (xml.parse(response.body).sitemapindex.sitemap as { loc: string }[]).map(({ loc }) => loc);
    expect(sitemaps).toEqual(
      expect.arrayContaining(
        ['pages', 'essays', 'journal', 'topics', 'courses', 'quizzes'].map((name) => `${SITE}/sitemaps/${name}.xml`),
      ),
    );
    for (const sitemap of sitemaps) {
      const child = await get(new URL(sitemap).pathname).expect(200);
      const urls = xml.parse(child.body).urlset.url as { loc: string; lastmod: string }[];
      expect(urls.length).toBeGreaterThan(0);
      for (const { loc, lastmod } of urls) {
        expect(loc.startsWith(`${SITE}/`)).toBe(true);
        expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(findSiteRoute(decodeURIComponent(new URL(loc).pathname))).toBeDefined();
      }
    }
  });

  it('names the sitemap index in robots.txt', async () => {
    const response = await get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap\\.xml$`, 'm'));
    expect(response.body).toMatch(/^Disallow: \/api\/$/m);
  });
});
