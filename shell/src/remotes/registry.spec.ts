import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { markServerStylesheets } from '../document/server-stylesheets';
import { ensureRemotesRegistered, manifestUrlOf, preloadRemoteModule, retryRemoteModule } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const load = jest.mocked(loadRemote);
const failure = new Error('Failed to load script resources. #RUNTIME-008');

function preload(href: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.href = href;
  document.head.append(link);
}

beforeAll(() => {
  // jsdom has no fetch: `/remotes.json` as the gateway answers it.
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => ({ content: '/remotes/content/mf-manifest.json' }),
  })) as unknown as typeof fetch;
});

afterEach(() => {
  document.head.replaceChildren();
  load.mockReset();
});

test("goes on past one failure per preload of the remote's files, which the browser remembers", async () => {
  preload('/remotes/content/remoteEntry.js');
  preload('/remotes/content/__federation_expose_App.js');
  preload('/remotes/games/remoteEntry.js');
  const module = { default: 'the content app' };
  load.mockRejectedValueOnce(failure).mockRejectedValueOnce(failure).mockResolvedValueOnce(module);

  await expect(retryRemoteModule('content', 'App')).resolves.toBe(module);
  expect(load).toHaveBeenCalledTimes(3);
  expect(load).toHaveBeenCalledWith('content/App');
});

test('gives the failure after one attempt more than the page has preloads of the remote', async () => {
  preload('/remotes/content/remoteEntry.js');
  load.mockRejectedValue(failure);

  await expect(retryRemoteModule('content', 'App')).rejects.toBe(failure);
  expect(load).toHaveBeenCalledTimes(2);
});

test('names the manifest URL each remote was registered with, as /remotes.json gave it', async () => {
  await ensureRemotesRegistered();
  expect(manifestUrlOf('content')).toBe('/remotes/content/mf-manifest.json');
  expect(manifestUrlOf('games')).toBeUndefined();
});

test("preloads a remote's module without the stylesheets the server's page holds", async () => {
  document.head.innerHTML = '<style data-precedence="remotes" data-href="/remotes/content/App.1a.css">.a{}</style>';
  markServerStylesheets(document);
  const preload = jest.mocked(preloadRemote);

  preloadRemoteModule('content', 'App');
  await new Promise((resolve) => setTimeout(resolve));

  const [[{ nameOrAlias, exposes, filter }]] = preload.mock.calls[0]!;
  expect({ nameOrAlias, exposes }).toEqual({ nameOrAlias: 'content', exposes: ['./App'] });
  const origin = window.location.origin;
  expect(filter?.(`${origin}/remotes/content/App.1a.css`)).toBe(false);
  expect(filter?.(`${origin}/remotes/content/Essays.2b.css`)).toBe(true);
  expect(filter?.(`${origin}/remotes/content/__federation_expose_App.3c.js`)).toBe(true);
});
