import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RemotesManifest } from '../static/remotes-manifest.js';
import { preloadTagsFrom, RemotePreloads } from './remote-preloads.js';

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

  it('preloads a module entry as a module', () => {
    expect(preloadTagsFrom(manifest('auto', 'module'), '/remotes/content/mf-manifest.json')).toContain(
      '<link rel="modulepreload" href="/remotes/content/remoteEntry.js">',
    );
  });
});

describe('RemotePreloads', () => {
  function setup(remotes: Record<string, string>) {
    const root = mkdtempSync(path.join(os.tmpdir(), 'remote-preloads-'));
    mkdirSync(path.join(root, 'content', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'content', 'dist', 'mf-manifest.json'), JSON.stringify(manifest()));
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

  it('gives no preloads for a remote it cannot read, or one not in remotes.json', async () => {
    const preloads = setup({ learn: '/remotes/learn/mf-manifest.json' });
    expect(await preloads.tagsFor('learn')).toBe('');
    expect(await preloads.tagsFor('games')).toBe('');
  });
});
