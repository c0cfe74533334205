import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { PagesPlugin, REMOTE_PUBLIC_PATH } from './pages-plugin.js';

// Inside the repository, so the app's bundle finds React as an app's would; not under src, so no
// loader compiles it: plain JavaScript.
const CACHE = path.join(import.meta.dirname, '..', '..', 'node_modules', '.cache');

const PAGES = `
import { createElement as h } from 'react';
import photo from './photo.webp';
import './page.css';

function Meta() {
  return h('title', null, 'About | Site');
}

export const pages = {
  about: h('article', null, h(Meta), h('h1', null, 'About'), h('p', null, 'One reader, ', 'many questions.')),
  gallery: h('img', { src: photo, alt: 'A photograph' }),
};
`;

const apps = [];

/** A remote with `files`, built by webpack with the pages plugin; its `dist/` folder. */
async function build(files) {
  mkdirSync(CACHE, { recursive: true });
  const dir = mkdtempSync(path.join(CACHE, 'pages-plugin-'));
  apps.push(dir);
  writeFileSync(path.join(dir, 'index.js'), 'export {};');
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: path.join(dir, 'dist') },
    plugins: [new PagesPlugin({ dir, entry: './pages.js' })],
  });
  const stats = await new Promise((resolve, reject) => {
    compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result))));
  });
  return { dist: path.join(dir, 'dist'), stats };
}

const read = (dist, file) => readFileSync(path.join(dist, 'pages', file), 'utf8');

describe('PagesPlugin', () => {
  let dist;
  let stats;

  afterAll(() => {
    for (const dir of apps) rmSync(dir, { recursive: true, force: true });
  });

  beforeAll(async () => {
    ({ dist, stats } = await build({ 'pages.js': PAGES, 'photo.webp': 'not really an image', 'page.css': 'p{}' }));
  });

  it('writes each page as the main area React draws: its head tags hoisted away', () => {
    expect(stats.hasErrors()).toBe(false);
    expect(read(dist, 'about.html')).toBe(
      '<article><h1>About</h1><p>One reader, <!-- -->many questions.</p></article>',
    );
  });

  it("gives images the remote's public path placeholder, with the browser build's file names", () => {
    expect(read(dist, 'gallery.html')).toMatch(
      new RegExp(`^<img src="${REMOTE_PUBLIC_PATH}assets/photo\\.[0-9a-f]{10}\\.webp" alt="A photograph"/>$`),
    );
  });

  it('lists the pages in index.json with a hash of their content', () => {
    const index = JSON.parse(read(dist, 'index.json'));
    const hash = (file) => createHash('sha256').update(read(dist, file)).digest('base64url').slice(0, 16);
    expect(index).toEqual({
      publicPath: REMOTE_PUBLIC_PATH,
      pages: {
        about: { file: 'about.html', hash: hash('about.html') },
        gallery: { file: 'gallery.html', hash: hash('gallery.html') },
      },
    });
  });

  it('fails the build for an entry without pages, or a page that throws, naming it', async () => {
    await expect(build({ 'pages.js': 'export const other = 1;' })).rejects.toThrow('./pages.js exports no `pages`');
    const throwing = build({
      'pages.js': `import { createElement as h } from 'react';
function Broken() { throw new Error('no data'); }
export const pages = { broken: h(Broken) };`,
    });
    await expect(throwing).rejects.toThrow(/PagesPlugin: broken failed to render\n.*no data/);
  });
});
