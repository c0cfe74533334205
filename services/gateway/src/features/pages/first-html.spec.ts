import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { findSiteRoute, type PageDocument, type SiteRoute } from '@site/contracts';
import { FakePageDocuments } from '../../../test/fakes/fake-page-documents.js';
import { FirstHtml, REVALIDATE_MS } from './first-html.js';
import type { RemotePage } from './remote-pages.js';

const TEMPLATE = '<html><head><!--page-head--></head><body><main><!--page-main--></main><!--page-data--></body></html>';
const SITE = 'https://example.org';

const route = (path: string): SiteRoute => findSiteRoute(path)!;
const READER = { visitor: false };
const VISITOR = { visitor: true };

function essay(title: string, status: 200 | 404 = 200): PageDocument {
  return {
    status,
    head: { title, description: `About ${title}`, path: '/essay/on-doubt', type: 'article', structuredData: [] },
    mainHtml: `<article><h1>${title}</h1></article>`,
    data: [{ queryKey: ['essay', 'on-doubt'], data: { title } }],
  };
}

function setup() {
  const documents = new FakePageDocuments();
  const template = { text: TEMPLATE, version: '1' };
  const preloadsAsked: string[] = [];
  /** What the remotes' builds rendered, by `remote routeId`. */
  const remotePages = new Map<string, RemotePage>();
  const remotePagesAsked: string[] = [];
  let now = 0;
  const firstHtml = new FirstHtml({
    config: { siteUrl: SITE },
    documents,
    template: { read: async () => template },
    preloads: {
      tagsFor: async (remote) => {
        preloadsAsked.push(remote);
        return `<link rel="preload" as="script" href="/remotes/${remote}/remoteEntry.js">`;
      },
    },
    remotePages: {
      pageFor: async (remote, routeId) => {
        remotePagesAsked.push(`${remote} ${routeId}`);
        return remotePages.get(`${remote} ${routeId}`) ?? null;
      },
    },
    log: () => undefined,
    now: () => now,
  });
  return {
    documents,
    remotePages,
    remotePagesAsked,
    template,
    preloadsAsked,
    firstHtml,
    advance: (ms: number) => (now += ms),
    html: async (path: string) => (await firstHtml.page(path, route(path), READER)).html.toString(),
  };
}

describe('FirstHtml', () => {
  it("composes an essay from the content service's document, with the content remote's preloads", async () => {
    const { documents, html, preloadsAsked } = setup();
    documents.put('/essay/on-doubt', essay('On doubt'), '"v1"');
    const page = await html('/essay/on-doubt');
    expect(page).toContain('<title data-default-meta>On doubt</title>');
    expect(page).toContain('<main><article><h1>On doubt</h1></article></main>');
    expect(page).toContain('<script type="application/json" id="page-data">[{"queryKey":["essay","on-doubt"]');
    expect(page).toContain('href="/remotes/content/remoteEntry.js"');
    expect(documents.asked).toEqual([{ service: 'content', path: '/essay/on-doubt', etag: null }]);
    expect(preloadsAsked).toEqual(['content']);
  });

  it('asks the learn service for learn pages and the content service for library pages', async () => {
    const { documents, html } = setup();
    documents.put('/courses', { ...essay('Courses'), mainHtml: undefined }, '"c"');
    documents.put('/library', { ...essay('Library'), mainHtml: undefined }, '"l"');
    await html('/courses');
    await html('/library');
    expect(documents.asked.map(({ service, path }) => [service, path])).toEqual([
      ['learn', '/courses'],
      ['content', '/library'],
    ]);
  });

  it('writes the static head of shell and games pages without asking a service', async () => {
    const { documents, html, preloadsAsked } = setup();
    expect(await html('/')).toContain('"@type":"WebSite"');
    expect(await html('/games/sudoku')).toContain('<title data-default-meta>Sudoku | Commonplace</title>');
    expect(documents.asked).toEqual([]);
    expect(preloadsAsked).toEqual(['games']);
  });

  it('keeps guarded pages out of search engines and carries no data, and never preloads the admin remote', async () => {
    const { documents, html, preloadsAsked } = setup();
    for (const path of ['/dashboard', '/courses/logic/enroll', '/admin']) {
      const page = await html(path);
      expect(page).toContain('<meta name="robots" content="noindex" data-default-meta>');
      expect(page).not.toContain('id="page-data"');
    }
    expect(documents.asked).toEqual([]);
    expect(preloadsAsked).toEqual(['learn']);
  });

  it("tells a visitor's app that no one is signed in, and keeps that variant apart from a reader's", async () => {
    const { documents, firstHtml } = setup();
    documents.put('/essay/on-doubt', essay('On doubt'), '"v1"');
    const visitorPage = (await firstHtml.page('/essay/on-doubt', route('/essay/on-doubt'), VISITOR)).html.toString();
    const readerPage = (await firstHtml.page('/essay/on-doubt', route('/essay/on-doubt'), READER)).html.toString();
    expect(visitorPage).toContain('{"queryKey":["session","user"],"data":null}');
    expect(visitorPage).toContain('{"queryKey":["essay","on-doubt"]');
    expect(readerPage).not.toContain('"session"');
  });

  it("leaves a visitor's view of personal data out of a signed-in reader's page", async () => {
    const { documents, firstHtml } = setup();
    const course: PageDocument = {
      status: 200,
      head: { title: 'Logic', description: 'A course', path: '/courses/logic', type: 'website', structuredData: [] },
      data: [
        { queryKey: ['courses', 'detail', 'logic'], data: { enrolled: false }, personal: true },
        { queryKey: ['courses', 'list'], data: [] },
      ],
    };
    documents.put('/courses/logic', course, '"c1"');
    const readerPage = (await firstHtml.page('/courses/logic', route('/courses/logic'), READER)).html.toString();
    const visitorPage = (await firstHtml.page('/courses/logic', route('/courses/logic'), VISITOR)).html.toString();
    expect(readerPage).not.toContain('"enrolled"');
    expect(readerPage).toContain('{"queryKey":["courses","list"],"data":[]}');
    expect(visitorPage).toContain('"enrolled":false');
  });

  it('answers a cached page without asking the service again within the revalidation window', async () => {
    const { documents, firstHtml, advance } = setup();
    documents.put('/essay/on-doubt', essay('On doubt'), '"v1"');
    const first = await firstHtml.page('/essay/on-doubt', route('/essay/on-doubt'), READER);
    advance(REVALIDATE_MS - 1);
    expect(await firstHtml.page('/essay/on-doubt', route('/essay/on-doubt'), READER)).toBe(first);
    expect(documents.asked).toHaveLength(1);
  });

  it('revalidates with the ETag after the window and keeps the composed bytes on 304', async () => {
    const { documents, firstHtml, advance } = setup();
    documents.put('/essay/on-doubt', essay('On doubt'), '"v1"');
    const first = await firstHtml.page('/essay/on-doubt', route('/essay/on-doubt'), READER);
    advance(REVALIDATE_MS);
    const second = await firstHtml.page('/essay/on-doubt', route('/essay/on-doubt'), READER);
    expect(documents.asked[1]).toEqual({ service: 'content', path: '/essay/on-doubt', etag: '"v1"' });
    expect(second.html).toBe(first.html);
    expect(second.encoded).toBe(first.encoded);
  });

  it('shows a changed document once the window has passed', async () => {
    const { documents, html, advance } = setup();
    documents.put('/essay/on-doubt', essay('On doubt'), '"v1"');
    await html('/essay/on-doubt');
    documents.put('/essay/on-doubt', essay('On certainty'), '"v2"');
    advance(REVALIDATE_MS);
    expect(await html('/essay/on-doubt')).toContain('<h1>On certainty</h1>');
  });

  it('composes again when the shell is rebuilt', async () => {
    const { documents, template, html, advance } = setup();
    documents.put('/essay/on-doubt', essay('On doubt'), '"v1"');
    await html('/essay/on-doubt');
    template.text = TEMPLATE.replace('<main>', '<main class="rebuilt">');
    template.version = '2';
    advance(REVALIDATE_MS);
    expect(await html('/essay/on-doubt')).toContain('<main class="rebuilt"><article>');
  });

  it('asks the service once for concurrent requests', async () => {
    const { documents, firstHtml } = setup();
    documents.put('/essay/on-doubt', essay('On doubt'), '"v1"');
    const pages = await Promise.all(
      [1, 2, 3].map(() => firstHtml.page('/essay/on-doubt', route('/essay/on-doubt'), READER)),
    );
    expect(new Set(pages).size).toBe(1);
    expect(documents.asked).toHaveLength(1);
  });

  it("answers 404 with the service's head for an unknown essay", async () => {
    const { documents, firstHtml } = setup();
    documents.put('/essay/nope', { status: 404, head: { ...essay('Essay not found').head, robots: 'noindex' } }, '"n"');
    const page = await firstHtml.page('/essay/nope', route('/essay/nope'), READER);
    expect(page.status).toBe(404);
    expect(page.html.toString()).toContain('<title data-default-meta>Essay not found</title>');
  });

  it('answers 200 with the frame and the default head when the service is down, and asks again later', async () => {
    const { documents, firstHtml, advance } = setup();
    documents.down = true;
    const page = await firstHtml.page('/essay/on-doubt', route('/essay/on-doubt'), READER);
    expect(page.status).toBe(200);
    expect(page.html.toString()).toContain('<title data-default-meta>Commonplace: Essays and courses');
    expect(page.html.toString()).toContain('<main></main>');
    documents.down = false;
    documents.put('/essay/on-doubt', essay('On doubt'), '"v1"');
    advance(REVALIDATE_MS);
    const back = await firstHtml.page('/essay/on-doubt', route('/essay/on-doubt'), READER);
    expect(back.html.toString()).toContain('<h1>On doubt</h1>');
    expect(documents.asked.map(({ etag }) => etag)).toEqual([null, null]);
  });

  it('keeps answering the last document of a page it has seen while its service is down', async () => {
    const { documents, firstHtml, advance } = setup();
    documents.put('/essay/on-doubt', essay('On doubt'), '"v1"');
    await firstHtml.page('/essay/on-doubt', route('/essay/on-doubt'), READER);
    documents.down = true;
    advance(REVALIDATE_MS);
    const page = await firstHtml.page('/essay/on-doubt', route('/essay/on-doubt'), READER);
    expect(page.status).toBe(200);
    expect(page.html.toString()).toContain('<h1>On doubt</h1>');
  });

  it('compresses each composed page once, in brotli and gzip', async () => {
    const { documents, firstHtml } = setup();
    documents.put('/essay/on-doubt', essay('On doubt'), '"v1"');
    const page = await firstHtml.page('/essay/on-doubt', route('/essay/on-doubt'), READER);
    expect(brotliDecompressSync(page.encoded!.br)).toEqual(page.html);
    expect(gunzipSync(page.encoded!.gzip)).toEqual(page.html);
    expect(page.etag).toMatch(/^"[\w-]+"$/);
  });

  describe("a page whose service sends no main HTML: the owning remote's prerendered page", () => {
    const about: PageDocument = {
      status: 200,
      head: { title: 'About', description: 'The author', path: '/about', type: 'profile', structuredData: [] },
    };
    const aboutPage: RemotePage = { html: '<article><h1>About</h1></article>', version: 'about.html?v=1' };

    it('fills the main area with it', async () => {
      const { documents, remotePages, html } = setup();
      documents.put('/about', about, '"a"');
      remotePages.set('content about', aboutPage);
      const page = await html('/about');
      expect(page).toContain('<title data-default-meta>About</title>');
      expect(page).toContain('<main><article><h1>About</h1></article></main>');
    });

    it("keeps the service's own main HTML, and a not-found page's empty main area", async () => {
      const { documents, remotePages, html } = setup();
      documents.put('/essay/on-doubt', essay('On doubt'), '"v1"');
      documents.put('/essay/nope', { status: 404, head: essay('Essay not found').head }, '"n"');
      remotePages.set('content essay', { html: '<p>prerendered</p>', version: '1' });
      expect(await html('/essay/on-doubt')).toContain('<main><article><h1>On doubt</h1></article></main>');
      expect(await html('/essay/nope')).toContain('<main></main>');
    });

    it('leaves the main area empty when the remote rendered no page for the route', async () => {
      const { documents, html } = setup();
      documents.put('/about', about, '"a"');
      expect(await html('/about')).toContain('<main></main>');
    });

    it("fills the home page with the shell's own prerendered page", async () => {
      const { remotePages, html } = setup();
      remotePages.set('shell home', { html: '<div class="home"><h1>Commonplace</h1></div>', version: 'home.html?v=1' });
      expect(await html('/')).toContain('<main><div class="home"><h1>Commonplace</h1></div></main>');
    });

    it('never asks for guarded pages, whoever draws them', async () => {
      const { remotePagesAsked, html } = setup();
      for (const path of ['/dashboard', '/admin', '/courses/logic/enroll']) await html(path);
      expect(remotePagesAsked).toEqual([]);
    });

    it("composes again when the remote's build changes the page, though the document did not change", async () => {
      const { documents, remotePages, html, advance } = setup();
      documents.put('/about', about, '"a"');
      remotePages.set('content about', aboutPage);
      await html('/about');
      remotePages.set('content about', { html: '<article><h1>About me</h1></article>', version: 'about.html?v=2' });
      advance(REVALIDATE_MS);
      expect(await html('/about')).toContain('<h1>About me</h1>');
    });
  });

  it('answers an unknown path with the frame, a not-found head and 404', async () => {
    const { firstHtml } = setup();
    const page = await firstHtml.notFound('/no/such/page');
    expect(page.status).toBe(404);
    expect(page.html.toString()).toContain('<title data-default-meta>Page not found | Commonplace</title>');
    expect(page.encoded).toBeUndefined();
  });
});
