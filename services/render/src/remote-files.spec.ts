import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { assetsFrom, RemoteFiles } from './remote-files.js';

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'App',
      path: './App',
      assets: { js: { sync: ['__federation_expose_App.1a.js'] }, css: { sync: ['__federation_expose_App.2b.css'] } },
    },
  ],
};

describe('assetsFrom', () => {
  it("gives a remote this site serves by the site's own paths, and one elsewhere by its full address", () => {
    expect(assetsFrom(MANIFEST, '/remotes/games/mf-manifest.json', 'http://127.0.0.1:8080')).toEqual({
      entry: '/remotes/games/remoteEntry.js',
      modules: {
        App: {
          js: ['/remotes/games/__federation_expose_App.1a.js'],
          css: [{ href: '/remotes/games/__federation_expose_App.2b.css' }],
        },
      },
    });
    const cdn = assetsFrom(MANIFEST, 'https://cdn.example.org/games/7/mf-manifest.json', 'http://127.0.0.1:8080');
    expect(cdn.entry).toBe('https://cdn.example.org/games/7/remoteEntry.js');
  });
});

describe('RemoteFiles', () => {
  let server: Server;
  let origin: string;
  let manifestText = JSON.stringify(MANIFEST);

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/remotes/games/mf-manifest.json') response.end(manifestText);
      else if (request.url === '/remotes/games/__federation_expose_App.2b.css') response.end('.games { color: teal; }');
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("points at each remote's server entry beside its manifest, marked with the build it belongs to", async () => {
    const files = await new RemoteFiles(origin).forPage({ games: '/remotes/games/mf-manifest.json' });
    const entry = new URL(files.serverEntries.games);
    expect(`${entry.origin}${entry.pathname}`).toBe(`${origin}/remotes/games/server/remoteEntry.cjs`);
    expect(entry.searchParams.get('build')).toMatch(/^[0-9a-f]{16}$/);
    expect(files.remoteAssets.games?.modules.App.css).toEqual([
      { href: '/remotes/games/__federation_expose_App.2b.css', text: '.games { color: teal; }' },
    ]);
  });

  it('marks a new build put at the same address with a new fingerprint, once the manifest is read again', async () => {
    const remoteFiles = new RemoteFiles(origin, 10);
    try {
      const first = await remoteFiles.forPage({ games: '/remotes/games/mf-manifest.json' });
      manifestText = JSON.stringify({ ...MANIFEST, id: 'the next build' });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const second = await remoteFiles.forPage({ games: '/remotes/games/mf-manifest.json' });
      expect(second.serverEntries.games).not.toBe(first.serverEntries.games);
    } finally {
      manifestText = JSON.stringify(MANIFEST);
    }
  });

  it('still names the server entry of a remote whose manifest cannot be read, without its files', async () => {
    const files = await new RemoteFiles(origin).forPage({ learn: '/remotes/learn/mf-manifest.json' });
    expect(files.serverEntries.learn).toBe(`${origin}/remotes/learn/server/remoteEntry.cjs`);
    expect(files.remoteAssets.learn).toBeUndefined();
  });

  it('names the remotes in the order of /remotes.json, whichever is read first, so the map stays the same', async () => {
    const remotes = { games: '/remotes/games/mf-manifest.json', learn: '/remotes/learn/mf-manifest.json' };
    const files = await new RemoteFiles(origin).forPage(remotes);
    expect(Object.keys(files.serverEntries)).toEqual(['games', 'learn']);
  });
});
