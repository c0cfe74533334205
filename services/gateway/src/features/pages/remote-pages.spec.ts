import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { RemotesManifest } from '../static/remotes-manifest.js';
import { pageHash, RemotePages } from './remote-pages.js';

const PUBLIC_PATH = '/__remote_public_path__/';
const ABOUT = `<article><h1>About</h1><img src="${PUBLIC_PATH}assets/me.0123456789.webp"></article>`;

function indexOf(pages: Record<string, string>) {
  return {
    publicPath: PUBLIC_PATH,
    pages: Object.fromEntries(
      Object.entries(pages).map(([id, html]) => [id, { file: `${id}.html`, hash: pageHash(html) }]),
    ),
  };
}

/** An app's `dist/pages`, as its build writes it, in `distDir`. */
function writePages(distDir: string, pages: Record<string, string>, index: unknown = indexOf(pages)) {
  const dir = path.join(distDir, 'pages');
  mkdirSync(dir, { recursive: true });
  for (const [id, html] of Object.entries(pages)) writeFileSync(path.join(dir, `${id}.html`), html);
  writeFileSync(path.join(dir, 'index.json'), JSON.stringify(index));
}

/** A content remote's `dist/pages` under a fresh remotes folder. */
function remotesDir(pages: Record<string, string>, index: unknown = indexOf(pages)) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'gateway-remote-pages-'));
  writePages(path.join(root, 'content', 'dist'), pages, index);
  return root;
}

function remotePages(root: string, remotes: Record<string, string>, revalidateMs = 1_000, shellDir = '/nonexistent') {
  const logged: string[] = [];
  const pages = new RemotePages(
    { remotesDir: root, shellDir },
    new RemotesManifest({ remotesJson: JSON.stringify(remotes), remotesFile: '' }),
    revalidateMs,
    (_error, message) => logged.push(message),
  );
  return { pages, logged };
}

const LOCAL = { content: '/remotes/content/mf-manifest.json' };

describe('RemotePages', () => {
  it("reads a page of a remote this gateway serves from its build, its assets at the remote's address", async () => {
    const { pages } = remotePages(remotesDir({ about: ABOUT }), LOCAL);
    const page = await pages.pageFor('content', 'about');
    expect(page?.html).toBe('<article><h1>About</h1><img src="/remotes/content/assets/me.0123456789.webp"></article>');
    expect(page?.version).toContain(pageHash(ABOUT));
  });

  it("reads the shell's own pages from its build, its assets at the site's root", async () => {
    const shellDir = mkdtempSync(path.join(os.tmpdir(), 'gateway-shell-pages-'));
    const home = `<div class="home"><h1>Commonplace</h1><img src="${PUBLIC_PATH}assets/hero.0123456789.svg"></div>`;
    writePages(shellDir, { home });
    const { pages, logged } = remotePages(remotesDir({}), LOCAL, 1_000, shellDir);
    expect((await pages.pageFor('shell', 'home'))?.html).toBe(
      '<div class="home"><h1>Commonplace</h1><img src="/assets/hero.0123456789.svg"></div>',
    );
    expect(await pages.pageFor('shell', 'auth')).toBeNull();
    expect(logged).toEqual([]);
  });

  it('has no page for a route the remote did not render, nor for a remote without pages or address', async () => {
    const { pages, logged } = remotePages(remotesDir({ about: ABOUT }), {
      ...LOCAL,
      games: '/remotes/games/mf-manifest.json',
    });
    expect(await pages.pageFor('content', 'privacy')).toBeNull();
    expect(await pages.pageFor('games', 'sudoku')).toBeNull();
    expect(await pages.pageFor('learn', 'courses')).toBeNull();
    expect(logged).toEqual([]);
  });

  it("follows a new build of the remote once the page's revalidation window has passed", async () => {
    const root = remotesDir({ about: ABOUT });
    const { pages } = remotePages(root, LOCAL, 20);
    expect((await pages.pageFor('content', 'about'))?.html).toContain('<h1>About</h1>');
    const rebuilt = '<article><h1>About me</h1></article>';
    writeFileSync(path.join(root, 'content', 'dist', 'pages', 'about.html'), rebuilt);
    writeFileSync(
      path.join(root, 'content', 'dist', 'pages', 'index.json'),
      JSON.stringify(indexOf({ about: rebuilt })),
    );
    expect((await pages.pageFor('content', 'about'))?.html).toContain('<h1>About</h1>');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect((await pages.pageFor('content', 'about'))?.html).toBe(rebuilt);
  });

  it('refuses an index that names files outside its folder', async () => {
    const index = { publicPath: PUBLIC_PATH, pages: { about: { file: '../../mf-manifest.json', hash: 'x' } } };
    const { pages, logged } = remotePages(remotesDir({ about: ABOUT }, index), LOCAL);
    expect(await pages.pageFor('content', 'about')).toBeNull();
    expect(logged).toEqual(['no prerendered pages from http://gateway.invalid/remotes/content/pages/index.json']);
  });

  it('refuses a file whose content is not the one its index lists', async () => {
    const root = remotesDir({ about: ABOUT });
    writeFileSync(path.join(root, 'content', 'dist', 'pages', 'about.html'), '<p>stale</p>');
    const { pages, logged } = remotePages(root, LOCAL);
    expect(await pages.pageFor('content', 'about')).toBeNull();
    expect(logged).toHaveLength(1);
  });

  describe('a remote deployed on another host', () => {
    const requests: string[] = [];
    let status = 200;
    const files: Record<string, string> = {
      '/content/v2/pages/index.json': JSON.stringify(indexOf({ about: ABOUT })),
      '/content/v2/pages/about.html': ABOUT,
    };
    const server = http.createServer((req, res) => {
      requests.push(req.url ?? '');
      const file = files[new URL(req.url ?? '/', 'http://cdn').pathname];
      if (status !== 200 || file === undefined) return res.writeHead(file ? status : 404).end();
      res.writeHead(200).end(file);
    });
    let cdn: string;

    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      cdn = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => {
      server.closeAllConnections();
      server.close();
    });
    beforeEach(() => {
      requests.length = 0;
      status = 200;
    });

    it('fetches its index and page over HTTP, the page by its hash, and keeps both', async () => {
      const { pages } = remotePages(os.tmpdir(), { content: `${cdn}/content/v2/mf-manifest.json` });
      const page = await pages.pageFor('content', 'about');
      expect(page?.html).toContain(`<img src="${cdn}/content/v2/assets/me.0123456789.webp">`);
      await pages.pageFor('content', 'about');
      expect(requests).toEqual([
        '/content/v2/pages/index.json',
        `/content/v2/pages/about.html?v=${encodeURIComponent(pageHash(ABOUT))}`,
      ]);
    });

    it('has no page, and logs why, when the host fails', async () => {
      status = 503;
      const { pages, logged } = remotePages(os.tmpdir(), { content: `${cdn}/content/v2/mf-manifest.json` });
      expect(await pages.pageFor('content', 'about')).toBeNull();
      expect(logged).toEqual([`no prerendered pages from ${cdn}/content/v2/pages/index.json`]);
    });

    it('has no page when the host is unreachable', async () => {
      const { pages } = remotePages(os.tmpdir(), { content: 'http://127.0.0.1:9/content/mf-manifest.json' });
      expect(await pages.pageFor('content', 'about')).toBeNull();
    });
  });
});
