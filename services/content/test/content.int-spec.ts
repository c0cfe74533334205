import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestDatabase, type TestDatabase } from '@site/service-kit/testing';
import request from 'supertest';
import { startContent } from './content-app.js';

interface EssayRow {
  slug: string;
  title: string;
  date: string;
  viewCount: number;
}

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('the content service on PostgreSQL', () => {
  let db: TestDatabase;
  let app: NestFastifyApplication;
  const api = () => request(app.getHttpAdapter().getInstance().server);

  beforeAll(async () => {
    db = await createTestDatabase('content');
    app = await startContent(db.url);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('lists the seeded essays newest first, with the total in X-Total-Count', async () => {
    const response = await api().get('/api/essays').expect(200);
    const essays = response.body as EssayRow[];
    expect(essays.length).toBeGreaterThanOrEqual(12);
    expect(Number(response.headers['x-total-count'])).toBe(essays.length);
    const dates = essays.map((e) => e.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(Object.keys(essays[0]).sort()).toEqual(['date', 'excerpt', 'id', 'slug', 'title', 'viewCount']);
  });

  it('sorts by popularity and by title', async () => {
    const byViews = (await api().get('/api/essays?sortBy=popularity').expect(200)).body as EssayRow[];
    const views = byViews.map((e) => e.viewCount);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    const byTitle = (await api().get('/api/essays?sortBy=title').expect(200)).body as EssayRow[];
    const titles = byTitle.map((e) => e.title);
    expect([...titles].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(titles);
  });

  it('searches by word prefix, and filters by tag and by topic', async () => {
    const found = (await api().get('/api/essays?query=entrop').expect(200)).body as EssayRow[];
    expect(found.map((e) => e.slug)).toContain('surprise-measured-shannon-and-the-shape-of-information');
    const tagged = (await api().get('/api/essays?tag=grief').expect(200)).body as EssayRow[];
    expect(tagged.map((e) => e.slug)).toEqual(['what-grief-knows']);
    const topic = (
      await api()
        .get(`/api/essays?topic=${encodeURIComponent('Decolonialism')}`)
        .expect(200)
    ).body as EssayRow[];
    expect(topic.map((e) => e.slug)).toEqual(['other-roads-to-the-calculus-decolonising-the-history-of-mathematics']);
    const none = (await api().get('/api/essays?query=zzzzqqq').expect(200)).body as EssayRow[];
    expect(none).toEqual([]);
  });

  it('pages through the list: page 2 holds the next rows, under the same total', async () => {
    const all = await api().get('/api/essays?pageSize=100').expect(200);
    const total = Number(all.headers['x-total-count']);
    const first = await api().get('/api/essays?pageSize=5').expect(200);
    const second = await api().get('/api/essays?page=2&pageSize=5').expect(200);
    expect((first.body as EssayRow[]).map((e) => e.slug)).toEqual(
      (all.body as EssayRow[]).slice(0, 5).map((e) => e.slug),
    );
    expect((second.body as EssayRow[]).map((e) => e.slug)).toEqual(
      (all.body as EssayRow[]).slice(5, 10).map((e) => e.slug),
    );
    expect(Number(first.headers['x-total-count'])).toBe(total);
    expect(Number(second.headers['x-total-count'])).toBe(total);
    // Past the last page: no rows, and still the total.
    const past = await api().get('/api/essays?page=1000&pageSize=5').expect(200);
    expect(past.body).toEqual([]);
    expect(Number(past.headers['x-total-count'])).toBe(total);
  });

  it('keeps the filters and the order while paging', async () => {
    const all = (await api().get('/api/essays?topic=Mathematics&sortBy=title&pageSize=100').expect(200))
      .body as EssayRow[];
    const second = await api().get('/api/essays?topic=Mathematics&sortBy=title&page=2&pageSize=2').expect(200);
    expect((second.body as EssayRow[]).map((e) => e.slug)).toEqual(all.slice(2, 4).map((e) => e.slug));
    expect(Number(second.headers['x-total-count'])).toBe(all.length);
  });

  it('treats search text as words, never as SQL or query syntax', async () => {
    const response = await api()
      .get(`/api/essays?query=${encodeURIComponent("proof' & | ! :* ) (")}`)
      .expect(200);
    expect((response.body as EssayRow[]).map((e) => e.slug)).toContain('what-proof-cannot-reach');
  });

  it.each([
    ['an unknown sortBy', '/api/essays?sortBy=colour'],
    ['an oversized query', `/api/essays?query=${'x'.repeat(201)}`],
    ['an unknown parameter', '/api/essays?limit=5000'],
    ['page 0', '/api/essays?page=0'],
    ['a page that is not a number', '/api/essays?page=two'],
    ['a page size over 100', '/api/essays?pageSize=101'],
  ])('answers 400 with a message for %s', async (_case, path) => {
    const response = await api().get(path).expect(400);
    expect(JSON.stringify(response.body.message)).toMatch(/\w/);
  });

  it('counts tags, commonest first', async () => {
    const tags = (await api().get('/api/tags').expect(200)).body as { name: string; count: number }[];
    expect(tags[0]).toEqual({ name: 'mathematics', count: 5 });
    const counts = tags.map((t) => t.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('knows the 36 topics', async () => {
    const topics = (await api().get('/api/topics').expect(200)).body as { name: string; active: boolean }[];
    expect(topics).toHaveLength(36);
    expect(topics.every((t) => t.active)).toBe(true);
  });

  it('serves the journal seeded from its markdown files, newest first', async () => {
    const entries = (await api().get('/api/journal').expect(200)).body as { id: string; date: string }[];
    expect(entries.length).toBeGreaterThanOrEqual(6);
    expect(entries[0]).toEqual({
      id: '2026-11-08-ants-on-the-windowsill',
      title: 'Ants on the Windowsill',
      date: '2026-11-08',
      topics: ['Emergence', 'Complexity'],
    });
    await api().get('/api/journal/no-such-entry').expect(404);
  });

  it('serves an essay as sanitised HTML, and counts the view the essay page sends', async () => {
    const slug = 'a-slow-walk-through-eulers-identity';
    const list = (await api().get('/api/essays?query=euler').expect(200)).body as EssayRow[];
    const before = list.find((e) => e.slug === slug)!.viewCount;
    const essay = (await api().get(`/api/essays/${slug}`).set('User-Agent', FIREFOX).expect(200)).body;
    expect(essay).toMatchObject({ slug, viewCount: before });
    expect(essay.html).toMatch(/<h2[^>]*>/);
    expect(essay.html).not.toMatch(/<script/i);
    expect(essay.tags).toContain('mathematics');
    const notFound = await api().get('/api/essays/no-such-essay').expect(404);
    expect(notFound.body.message).toBe('Essay not found');
    // A browser's view: a client naming no user agent counts none, like a bot.
    const viewed = await api().post(`/api/essays/${slug}/views`).set('User-Agent', FIREFOX).expect(200);
    expect(viewed.body).toEqual({ viewCount: before + 1 });
    expect((await api().get(`/api/essays/${slug}`).expect(200)).body.viewCount).toBe(before + 1);
  });

  it('seeds once: a second start on the same database adds nothing', async () => {
    const before = Number((await api().get('/api/essays').expect(200)).headers['x-total-count']);
    const again = await startContent(db.url);
    try {
      const after = await request(again.getHttpAdapter().getInstance().server).get('/api/essays').expect(200);
      expect(Number(after.headers['x-total-count'])).toBe(before);
    } finally {
      await again.close();
    }
  });
});
