import { escapeHtml, type Book, type EssayDetail, type LibraryOverview, type PageDocument } from '@site/contracts';
import { STORE_KINDS } from '@site/service-kit/testing';
import request from 'supertest';
import { contentOn } from './content-app.js';

const ESSAY = 'what-proof-cannot-reach';
const ENTRY = '2026-09-02-a-morning-with-fog';

const types = (document: PageDocument) => document.head.structuredData.map((data) => data['@type']);
const keys = (document: PageDocument) => (document.data ?? []).map((entry) => entry.queryKey);

describe.each(STORE_KINDS)('page documents on %s', (kind) => {
  const app = contentOn(kind, 'page_document');
  const api = () => request(app().getHttpAdapter().getInstance().server);
  const documentOf = async (path: string, status = 200) =>
    (await api().get('/page-document').query({ path }).expect(status)).body as PageDocument;

  it("describes an essay: its head, its article as the screen draws it, and the screen's data", async () => {
    const document = await documentOf(`/essay/${ESSAY}`);
    expect(document.head).toMatchObject({
      title: 'What Proof Cannot Reach | Commonplace',
      path: `/essay/${ESSAY}`,
      type: 'article',
      image: { url: `/cards/essays/${ESSAY}`, width: 1200, height: 630 },
      publishedTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(document.head.tags?.length).toBeGreaterThan(0);
    expect(types(document)).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(document.mainHtml).toMatch(/^<article class="content-page content-essay">/);
    expect(document.mainHtml).toContain('<h1>What Proof Cannot Reach</h1>');
    expect(document.mainHtml).toContain('<div class="markdown content-article-body"><p>');
    expect(keys(document)).toEqual([['essays', 'detail', ESSAY]]);
    const essay = document.data![0].data as EssayDetail;
    expect(document.mainHtml).toContain(essay.html);
  });

  it('does not count a view, and answers the detail the API answers', async () => {
    const before = (await documentOf(`/essay/${ESSAY}`)).data![0].data as EssayDetail;
    await documentOf(`/essay/${ESSAY}`);
    const after = (await documentOf(`/essay/${ESSAY}`)).data![0].data as EssayDetail;
    expect(after.viewCount).toBe(before.viewCount);
    const api1 = (await api().get(`/api/essays/${ESSAY}`).set('User-Agent', 'Googlebot/2.1').expect(200))
      .body as EssayDetail;
    expect(after).toEqual({ ...api1, viewCount: after.viewCount });
  });

  it('finds an article by numeric id, keyed as the screen keys it, with the canonical slug path', async () => {
    const { id } = (await api().get(`/api/essays/${ESSAY}`).expect(200)).body as EssayDetail;
    const document = await documentOf(`/article/${id}`);
    expect(document.head.path).toBe(`/essay/${ESSAY}`);
    expect(keys(document)).toEqual([['essays', 'detail', String(id)]]);
  });

  it('answers the legacy sharing-the-sacred page with its essay', async () => {
    const document = await documentOf('/sharing-the-sacred');
    expect(document.head.path).toBe('/essay/sharing-the-sacred');
    expect(keys(document)).toEqual([['essays', 'detail', 'sharing-the-sacred']]);
  });

  it('lists essays as a collection with the list and tags the screen asks for, filters included', async () => {
    const plain = await documentOf('/essays');
    expect(plain.head.title).toBe('Essays | Commonplace');
    expect(types(plain)).toEqual(['CollectionPage', 'BreadcrumbList']);
    expect(keys(plain)).toEqual([['essays', 'list', {}], ['tags']]);
    expect(plain.mainHtml).toContain('<form class="content-filters" role="search" aria-label="Filter essays">');
    expect(plain.mainHtml).toContain('<ul class="content-essay-list">');
    const filtered = await documentOf('/articles?tag=grief&sortBy=title&page=1');
    expect(keys(filtered)).toEqual([['essays', 'list', { tag: 'grief', sortBy: 'title' }], ['tags']]);
    expect(filtered.head.path).toBe('/essays');
  });

  it("draws a topic's essays, and 404s an unknown topic", async () => {
    const document = await documentOf('/topic/Philosophy');
    expect(types(document)).toEqual(['CollectionPage', 'BreadcrumbList']);
    expect(document.mainHtml).toContain('<h1>Philosophy</h1>');
    expect(document.mainHtml).toContain('class="ui-card content-essay-row"');
    expect(document.mainHtml).toContain('<p>The old questions about knowledge');
    expect(keys(document)).toEqual([
      ['topics', 'detail', 'Philosophy'],
      ['essays', 'list', { topic: 'Philosophy' }],
      ['journal', 'list', { topic: 'Philosophy' }],
    ]);
    const missing = await documentOf('/topic/No%20Such%20Topic', 404);
    expect(missing).toMatchObject({ status: 404, head: { robots: 'noindex' } });
    expect(missing.mainHtml).toBeUndefined();
  });

  it('describes the journal and its entries', async () => {
    const list = await documentOf('/journal');
    expect(keys(list)).toEqual([['journal', 'list']]);
    expect(list.mainHtml).toContain(`<a href="/journal/${ENTRY}">A Morning With Fog</a>`);
    expect(types(list)).toEqual(['CollectionPage', 'BreadcrumbList']);
    const entry = await documentOf(`/journal/${ENTRY}`);
    expect(entry.head.title).toBe('A Morning With Fog | Commonplace');
    expect(types(entry)).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(entry.mainHtml).toMatch(/^<article class="content-page content-journal-entry">/);
    expect(keys(entry)).toEqual([['journal', 'detail', ENTRY]]);
  });

  it('gives the fixed pages their heads, the about page its author', async () => {
    expect(types(await documentOf('/about'))).toEqual(['Person', 'BreadcrumbList']);
    expect((await documentOf('/privacy')).head.title).toBe('Privacy | Commonplace');
    expect((await documentOf('/search?q=time')).head.robots).toBe('noindex,follow');
    expect((await documentOf('/library')).head.path).toBe('/library');
  });

  it('draws the library overview in its first HTML from the very data the screen takes over with', async () => {
    const document = await documentOf('/library');
    const [overview, reading] = (document.data ?? []).map((entry) => entry.data) as [LibraryOverview, Book[]];
    expect(keys(document)).toEqual([
      ['library', 'overview'],
      ['library', 'reading-now'],
    ]);
    expect(document.mainHtml).toMatch(/^<div class="library-overview"><header class="library-overview__header">/);
    expect(document.mainHtml).toContain(`<p class="library-overview__count">${overview.counts.books} books</p>`);
    for (const shelf of overview.shelves) {
      expect(document.mainHtml).toContain(
        `${escapeHtml(shelf.name)} <span class="library-overview__shelf-count">(${shelf.count})</span>`,
      );
    }
    expect(reading.length).toBeGreaterThan(0);
    for (const book of reading) expect(document.mainHtml).toContain(`>${escapeHtml(book.title)}</a></h3>`);
    for (const item of overview.recent) expect(document.mainHtml).toContain(`>${escapeHtml(item.title)}</a><time`);
  });

  it("draws an episode's player between its header and its notes", async () => {
    const document = await documentOf('/podcast/episode/why-keep-a-commonplace-book');
    const html = document.mainHtml ?? '';
    expect(html).toContain('class="library-player"');
    expect(html.indexOf('class="library-player"')).toBeGreaterThan(html.indexOf('</header>'));
    expect(html.indexOf('class="library-episode__share"')).toBeLessThan(html.indexOf('episode-notes-title'));
  });

  it('answers 404 documents for unknown items and pages it does not own', async () => {
    for (const path of ['/essay/no-such-essay', '/journal/no-such-entry', '/essay/%E0', '/games', '/nowhere']) {
      expect((await documentOf(path, 404)).status).toBe(404);
    }
  });

  it('refuses a path that is missing or not a path', async () => {
    await api().get('/page-document').expect(400);
    await api().get('/page-document').query({ path: 'https://evil.example/' }).expect(400);
    await api().get('/page-document').query({ path: '//evil.example/' }).expect(400);
  });

  it('revalidates with the ETag', async () => {
    const first = await api()
      .get('/page-document')
      .query({ path: `/essay/${ESSAY}` })
      .expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"/);
    await api()
      .get('/page-document')
      .query({ path: `/essay/${ESSAY}` })
      .set('If-None-Match', etag)
      .expect(304);
    await api().get('/page-document').query({ path: '/essays' }).set('If-None-Match', etag).expect(200);
  });

  it("serves an essay's card as a 1200×630 PNG, with 304 on revalidation", async () => {
    const card = await api().get(`/cards/essays/${ESSAY}`).expect(200).expect('content-type', 'image/png');
    expect((card.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
    expect((card.body as Buffer).readUInt32BE(16)).toBe(1200);
    expect((card.body as Buffer).readUInt32BE(20)).toBe(630);
    await api().get(`/cards/essays/${ESSAY}`).set('If-None-Match', card.headers.etag).expect(304);
    await api().get(`/cards/journal/${ENTRY}`).expect(200);
    await api().get('/cards/essays/no-such-essay').expect(404);
  });
});
