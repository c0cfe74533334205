import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RemotesManifest } from '../static/remotes-manifest.js';
import { INLINE_CSS_MAX_BYTES, preloadTagsFrom, RemotePreloads } from './remote-preloads.js';

function manifest(publicPath = 'auto', entryType = 'global') {
  return {
    metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '', type: entryType } },
    exposes: [
      {
        name: 'RecentEssays',
        path: './RecentEssays',
        assets: { js: { sync: ['recent.0123456789.js'], async: [] }, css: { sync: [], async: [] } },
      },
      {
        name: 'App',
        path: './App',
        assets: {
          js: { sync: ['__federation_expose_App.0123456789.js', '512.abcdef0123.js'], async: ['lazy.js'] },
          css: { sync: ['__federation_expose_App.0123456789.css'], async: ['lazy.css'] },
        },
      },
    ],
  };
}

describe('preloadTagsFrom', () => {
  it("preloads the entry and the App module's scripts, and applies its styles, next to the manifest", () => {
    expect(preloadTagsFrom(manifest(), '/remotes/content/mf-manifest.json').split('\n')).toEqual([
      '<link rel="preload" as="script" href="/remotes/content/remoteEntry.js">',
      '<link rel="preload" as="script" href="/remotes/content/__federation_expose_App.0123456789.js">',
      '<link rel="preload" as="script" href="/remotes/content/512.abcdef0123.js">',
      '<link rel="stylesheet" href="/remotes/content/__federation_expose_App.0123456789.css">',
    ]);
  });

  it('keeps the address of a remote on another host, and follows an explicit public path', () => {
    const tags = preloadTagsFrom(manifest(), 'https://cdn.example.net/content/v2/mf-manifest.json');
    expect(tags).toContain('href="https://cdn.example.net/content/v2/remoteEntry.js"');
    expect(preloadTagsFrom(manifest('https://static.example.net/c/'), '/remotes/content/mf-manifest.json')).toContain(
      'href="https://static.example.net/c/remoteEntry.js"',
    );
  });

  it('puts the styles it is given into the page, under their address', () => {
    const css = new Map([['/remotes/content/__federation_expose_App.0123456789.css', '.essay{color:red}']]);
    expect(preloadTagsFrom(manifest(), '/remotes/content/mf-manifest.json', css)).toContain(
      '<style data-href="/remotes/content/__federation_expose_App.0123456789.css">.essay{color:red}</style>',
    );
  });

  it('preloads a module entry as a module', () => {
    expect(preloadTagsFrom(manifest('auto', 'module'), '/remotes/content/mf-manifest.json')).toContain(
      '<link rel="modulepreload" href="/remotes/content/remoteEntry.js">',
    );
  });
});

describe('RemotePreloads', () => {
  const APP_CSS = '__federation_expose_App.0123456789.css';

  function setup(remotes: Record<string, string>, css: string | null = '.essay{color:red}') {
    const root = mkdtempSync(path.join(os.tmpdir(), 'remote-preloads-'));
    mkdirSync(path.join(root, 'content', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'content', 'dist', 'mf-manifest.json'), JSON.stringify(manifest()));
    if (css !== null) writeFileSync(path.join(root, 'content', 'dist', APP_CSS), css);
    const preloads = new RemotePreloads(
      { remotesDir: root },
      new RemotesManifest({ remotesJson: JSON.stringify(remotes), remotesFile: '' }),
    );
    return preloads;
  }

  it("reads a served remote's manifest from its build", async () => {
    const preloads = setup({ content: '/remotes/content/mf-manifest.json' });
    expect(await preloads.tagsFor('content')).toContain('href="/remotes/content/remoteEntry.js"');
  });

  it("puts a small stylesheet of the remote's build into the page, and links a large or unreadable one", async () => {
    const local = { content: '/remotes/content/mf-manifest.json' };
    expect(await setup(local).tagsFor('content')).toContain(
      `<style data-href="/remotes/content/${APP_CSS}">.essay{color:red}</style>`,
    );
    const linked = `<link rel="stylesheet" href="/remotes/content/${APP_CSS}">`;
    expect(await setup(local, `.a{b:c}`.padEnd(INLINE_CSS_MAX_BYTES + 1, ' ')).tagsFor('content')).toContain(linked);
    expect(await setup(local, '.a::after{content:"</style>"}').tagsFor('content')).toContain(linked);
    expect(await setup(local, null).tagsFor('content')).toContain(linked);
  });

  it('gives no preloads for a remote it cannot read, or one not in remotes.json', async () => {
    const preloads = setup({ learn: '/remotes/learn/mf-manifest.json' });
    expect(await preloads.tagsFor('learn')).toBe('');
    expect(await preloads.tagsFor('games')).toBe('');
  });
});
