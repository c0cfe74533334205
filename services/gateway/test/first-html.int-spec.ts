import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { BOOT_SCRIPT, type PageDocument } from '@site/contracts';
import { startStack, type Stack } from '@site/infra/stack';
import { createTestDatabase, type TestDatabase } from '@site/service-kit/testing';
import { textBody } from '@site/service-kit/testing/text-body';
import request from 'supertest';
import { pageHash } from '../src/features/pages/remote-pages.js';

const SITE = 'http://localhost:8080';

/** As the shell's build writes it: the app's script preloaded, started by the boot script after the first paint. */
const TEMPLATE = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><!--page-head-->',
  '<link rel="preload" as="script" href="/main.js" data-boot></head>',
  '<body><div id="root"><header class="site-header">Commonplace</header><main id="main"><!--page-main--></main></div>',
  `<!--page-data--><script>${BOOT_SCRIPT}</script></body></html>`,
].join('');

const CONTENT_MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    {
      name: 'App',
      path: './App',
      assets: {
        js: { sync: ['__federation_expose_App.0123456789.js'], async: [] },
        css: { sync: ['__federation_expose_App.0123456789.css'], async: [] },
      },
    },
  ],
};

/** The About page as the content remote's build writes it, its image under the public path placeholder. */
const ABOUT_HTML =
  '<article class="content-static"><h1>About</h1><p>One reader, many questions.</p>' +
  '<img src="/__remote_public_path__/assets/me.0123456789.webp" alt="The author"></article>';

const ABOUT: PageDocument = {
  status: 200,
  head: {
    title: 'About | Commonplace',
    description: 'Who writes here.',
    path: '/about',
    type: 'profile',
    structuredData: [],
  },
};

function essay(title: string, text: string): PageDocument {
  return {
    status: 200,
    head: {
      title: `${title} | Commonplace`,
      description: `An essay: ${title}.`,
      path: '/essay/on-doubt',
      type: 'article',
      publishedTime: '2026-01-02T00:00:00.000Z',
      tags: ['doubt'],
      structuredData: [{ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: title }],
    },
    mainHtml: `<article><h1>${title}</h1><p>${text}</p></article>`,
    data: [{ queryKey: ['essays', 'detail', 'on-doubt'], data: { slug: 'on-doubt', title } }],
  };
}

/** A service that answers `/page-document` from memory, with an ETag and 304 for a matching If-None-Match. */
function fakeService() {
  const documents = new Map<string, { document: PageDocument; etag: string }>();
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://service');
    if (url.pathname === '/health') return res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    const pagePath = url.searchParams.get('path') ?? '';
    asked.push(pagePath);
    const stored = documents.get(pagePath);
    if (url.pathname !== '/page-document' || !stored) return res.writeHead(500).end();
    if (req.headers['if-none-match'] === stored.etag) return res.writeHead(304, { etag: stored.etag }).end();
    res
      .writeHead(stored.document.status, { 'content-type': 'application/json', etag: stored.etag })
      .end(JSON.stringify(stored.document));
  });
  return { server, documents, asked };
}

/** The shell's template with the markers, and the content remote's manifest and pages, as the builds leave them. */
function builds() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'gateway-first-html-'));
  const shellDir = path.join(root, 'shell');
  const contentDist = path.join(root, 'remotes', 'content', 'dist');
  mkdirSync(shellDir);
  mkdirSync(contentDist, { recursive: true });
  writeFileSync(path.join(shellDir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(contentDist, 'mf-manifest.json'), JSON.stringify(CONTENT_MANIFEST));
  mkdirSync(path.join(contentDist, 'pages'));
  writeFileSync(path.join(contentDist, 'pages', 'about.html'), ABOUT_HTML);
  writeFileSync(
    path.join(contentDist, 'pages', 'index.json'),
    JSON.stringify({
      publicPath: '/__remote_public_path__/',
      pages: { about: { file: 'about.html', hash: pageHash(ABOUT_HTML) } },
    }),
  );
  const remotesFile = path.join(root, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify({ content: '/remotes/content/mf-manifest.json' }));
  return { SHELL_DIR: shellDir, REMOTES_DIR: path.join(root, 'remotes'), REMOTES_FILE: remotesFile };
}

const text = (app: string, url: string) => request(app).get(url).buffer(true).parse(textBody);

/** What the page tells its app before any request: the query cache's first entries. */
const pageData = (html: string): unknown =>
  JSON.parse(html.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/)![1]);

/** A request without a signed-in session: the page says so, and the header needs no question to draw itself. */
const VISITOR = { queryKey: ['session', 'user'], data: null };

describe("each page's first HTML", () => {
  const content = fakeService();
  let database: TestDatabase;
  const stacks: Stack[] = [];
  let app: string;

  /** A gateway alone, in front of the fake services; `extra` overrides its environment. */
  async function gateway(port: number, extra: Record<string, string> = {}) {
    const { port: contentPort } = content.server.address() as AddressInfo;
    const stack = await startStack({
      apps: ['gateway'],
      ports: { gateway: port },
      env: {
        DATABASE_URL: database.url,
        INTERNAL_SECRET: 'integration-internal-secret',
        IDENTITY_URL: 'http://127.0.0.1:9',
        CONTENT_URL: `http://127.0.0.1:${contentPort}`,
        LEARN_URL: 'http://127.0.0.1:9',
        ...builds(),
        ...extra,
      },
      output: 'ignore',
    });
    stacks.push(stack);
    return `http://127.0.0.1:${port}`;
  }

  beforeAll(async () => {
    await new Promise<void>((resolve) => content.server.listen(0, '127.0.0.1', resolve));
    content.documents.set('/essay/on-doubt', { document: essay('On doubt', 'Doubt is a method.'), etag: '"v1"' });
    content.documents.set('/essay/no-such-essay', {
      document: {
        status: 404,
        head: {
          title: 'Essay not found | Commonplace',
          description: 'No essay by that name.',
          path: '/essay/no-such-essay',
          type: 'website',
          robots: 'noindex',
          structuredData: [],
        },
      },
      etag: '"missing"',
    });
    content.documents.set('/about', { document: ABOUT, etag: '"about"' });
    database = await createTestDatabase('gateway_first_html');
    app = await gateway(4490);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(stacks.map((stack) => stack.stop()));
    content.server.closeAllConnections();
    content.server.close();
    await database?.drop();
  });

  it("answers an essay with its head, main text and data from the content service's document", async () => {
    const response = await text(app, '/essay/on-doubt').expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html: string = response.body;
    expect(html).toContain('<title data-default-meta>On doubt | Commonplace</title>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/essay/on-doubt" data-default-meta>`);
    expect(html).toContain('<meta property="og:title" content="On doubt | Commonplace" data-default-meta>');
    expect(html).toContain('<meta property="og:type" content="article" data-default-meta>');
    expect(html).toContain(`<meta property="og:image" content="${SITE}/og-default.png" data-default-meta>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-default-meta>');
    expect(html).toContain('<meta property="article:tag" content="doubt" data-default-meta>');
    expect(html).toContain('<script type="application/ld+json" data-default-meta>{"@context":"https://schema.org"');
    expect(html).toContain('<main id="main"><article><h1>On doubt</h1><p>Doubt is a method.</p></article></main>');
    expect(pageData(html)).toEqual([
      { queryKey: ['essays', 'detail', 'on-doubt'], data: { slug: 'on-doubt', title: 'On doubt' } },
      VISITOR,
    ]);
  });

  it("preloads the content remote's entry and App chunk and applies its styles", async () => {
    const html: string = (await text(app, '/essay/on-doubt').expect(200)).body;
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/content/remoteEntry.js">');
    expect(html).toContain(
      '<link rel="preload" as="script" href="/remotes/content/__federation_expose_App.0123456789.js">',
    );
    expect(html).toContain('<link rel="stylesheet" href="/remotes/content/__federation_expose_App.0123456789.css">');
  });

  it('keeps the content security policy: the boot script is the one inline script that may run', async () => {
    const response = await text(app, '/essay/on-doubt').expect(200);
    const csp = String(response.headers['content-security-policy']);
    const bootHash = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${bootHash}';`);
    // Every other inline script in the page is a data block, which browsers never run.
    const inline = [...String(response.body).matchAll(/<script(?![^>]*\bsrc=)([^>]*)>(.*?)<\/script>/gs)];
    expect(inline.filter(([, , body]) => body === BOOT_SCRIPT)).toHaveLength(1);
    for (const [, attributes, body] of inline) {
      if (body !== BOOT_SCRIPT) expect(attributes).toMatch(/type="application\/(ld\+)?json"/);
    }
  });

  it('serves the page compressed once, and 304 to a browser that has it', async () => {
    // Read raw, since supertest would undo the encoding.
    const compressed = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${app}/essay/on-doubt`, { headers: { 'accept-encoding': 'br' } }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.body).toString()).toContain('<h1>On doubt</h1>');
    await request(app).get('/essay/on-doubt').set('if-none-match', String(compressed.headers.etag)).expect(304);
  });

  it("answers 404 with the service's head for an unknown essay", async () => {
    const html: string = (await text(app, '/essay/no-such-essay').expect(404)).body;
    expect(html).toContain('<title data-default-meta>Essay not found | Commonplace</title>');
    expect(html).toContain('<meta name="robots" content="noindex" data-default-meta>');
    expect(html).toContain('<header class="site-header">');
  });

  it("answers a static page with the main text the content remote's build rendered, its images at the remote", async () => {
    const html: string = (await text(app, '/about').expect(200)).body;
    expect(html).toContain('<title data-default-meta>About | Commonplace</title>');
    expect(html).toContain(
      '<main id="main"><article class="content-static"><h1>About</h1><p>One reader, many questions.</p>' +
        '<img src="/remotes/content/assets/me.0123456789.webp" alt="The author"></article></main>',
    );
  });

  it("answers a static page with its head and an empty main area while the remote's host is down", async () => {
    const elsewhere = await gateway(4492, {
      REMOTES_JSON: JSON.stringify({ content: 'http://127.0.0.1:9/content/mf-manifest.json' }),
    });
    const html: string = (await text(elsewhere, '/about').expect(200)).body;
    expect(html).toContain('<title data-default-meta>About | Commonplace</title>');
    expect(html).toContain('<main id="main"></main>');
  });

  it('answers a path no route matches with the frame and 404, as before', async () => {
    const html: string = (await text(app, '/no/such/page').expect(404)).body;
    expect(html).toContain('<title data-default-meta>Page not found | Commonplace</title>');
    expect(html).toContain('<header class="site-header">');
  });

  it("writes home's head itself: the site title and WebSite data with a search action", async () => {
    const html: string = (await text(app, '/').expect(200)).body;
    expect(html).toContain('<title data-default-meta>Commonplace: Essays and courses');
    expect(html).toContain(`"@type":"SearchAction","target":"${SITE}/search?q={search_term_string}"`);
  });

  it('keeps guarded pages out of search engines, with no data but who is signed in', async () => {
    const html: string = (await text(app, '/dashboard').expect(200)).body;
    expect(html).toContain('<meta name="robots" content="noindex" data-default-meta>');
    expect(pageData(html)).toEqual([VISITOR]);
  });

  it('shows a changed essay within the revalidation window, and asks the service at most once a second', async () => {
    await text(app, '/essay/on-doubt').expect(200);
    const before = content.asked.length;
    await text(app, '/essay/on-doubt').expect(200);
    await text(app, '/essay/on-doubt').expect(200);
    expect(content.asked.length - before).toBeLessThanOrEqual(1);

    content.documents.set('/essay/on-doubt', { document: essay('On certainty', 'Certainty is rare.'), etag: '"v2"' });
    const changedAt = Date.now();
    let html = '';
    while (!html.includes('<h1>On certainty</h1>') && Date.now() - changedAt < 3_000) {
      html = (await text(app, '/essay/on-doubt').expect(200)).body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(html).toContain('<title data-default-meta>On certainty | Commonplace</title>');
    expect(Date.now() - changedAt).toBeLessThan(1_500);
  });

  it('answers 200 with the frame and the default head while the service is down', async () => {
    const down = await gateway(4491, { CONTENT_URL: 'http://127.0.0.1:9' });
    const html: string = (await text(down, '/essay/on-doubt').expect(200)).body;
    expect(html).toContain('<title data-default-meta>Commonplace: Essays and courses');
    expect(html).toContain('<header class="site-header">');
    expect(pageData(html)).toEqual([VISITOR]);
  });
});
