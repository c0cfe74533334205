import { loadRemote } from '@module-federation/enhanced/runtime';
import { ensureRemotesRegistered, manifestUrlOf, retryRemoteModule } from './registry';

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
