import { loadRemote, preloadRemote, registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposedModule, RemoteName } from '@site/contracts';
import { isServerStylesheet } from '../document/server-stylesheets';
import { sharedVersionWarning } from './shared-version-warning';

export type { RemoteName };

/** `/remotes.json`: where each remote's `mf-manifest.json` lives, read at start, never built in. */
export type RemoteManifest = Partial<Record<RemoteName, string>>;

let registered: Promise<void> | null = null;
/** Where each remote's manifest is, as `/remotes.json` said. */
let manifests: RemoteManifest = {};

async function fetchManifest(): Promise<RemoteManifest> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not read /remotes.json (${response.status})`);
  return (await response.json()) as RemoteManifest;
}

/** Registers the remotes once; a failed read is forgotten so that a retry reads again. */
export function ensureRemotesRegistered(): Promise<void> {
  registered ??= fetchManifest().then(
    (manifest) => {
      // Global, so that it also runs in each remote's own federation instance, created on its first load.
      registerGlobalPlugins([sharedVersionWarning()]);
      manifests = manifest;
      registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry: entry as string })));
    },
    (error: unknown) => {
      registered = null;
      throw error;
    },
  );
  return registered;
}

/**
 * The manifest URL `remote` was registered with, as `/remotes.json` gave it: which version of it this browser runs.
 * Undefined until `/remotes.json` is read, and on the server.
 */
export function manifestUrlOf(remote: RemoteName): string | undefined {
  return manifests[remote];
}

/** On the server: where each remote's server entry is now. */
let serverEntries: Partial<Record<RemoteName, string>> = {};

/**
 * On the server: the render process names where each remote's server entry is. Only a remote whose entry changed
 * is registered again (which drops its loaded build), so the next page loads a repointed remote's new build and
 * switching to a canary's map reloads that remote alone.
 */
export function registerServerRemotes(entries: Partial<Record<RemoteName, string>>): void {
  const changed = Object.entries(entries).filter(([name, entry]) => serverEntries[name as RemoteName] !== entry);
  if (changed.length > 0) {
    registerRemotes(
      changed.map(([name, entry]) => ({ name, entry: entry as string })),
      { force: true },
    );
  }
  serverEntries = { ...entries };
  registered = Promise.resolve();
}

/** Loads `<remote>/<module>` (e.g. `content/App`), registering the remotes first if needed. */
export async function loadRemoteModule<T, R extends RemoteName = RemoteName>(
  remote: R,
  module: ExposedModule<R>,
): Promise<T> {
  await ensureRemotesRegistered();
  const loaded = await loadRemote<T>(`${remote}/${module}`);
  if (!loaded) throw new Error(`The ${remote} remote has no module ${module}`);
  return loaded;
}

/**
 * Loads `<remote>/<module>` again after it failed. Chrome answers the first request of an address whose
 * `<link rel="preload">` failed (the server's page preloads each area's files) with that old failure, without
 * asking the network; so a retry goes on past as many failures as the page holds preloads of the remote, each of
 * which answers falsely only once. (Telling those apart by how fast they come failed under load: the manifest
 * fetch before them goes to the network.)
 */
export async function retryRemoteModule<T, R extends RemoteName = RemoteName>(
  remote: R,
  module: ExposedModule<R>,
): Promise<T> {
  await ensureRemotesRegistered();
  const remembered = preloadCount(remote);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await loadRemoteModule<T, R>(remote, module);
    } catch (error) {
      if (attempt >= remembered) throw error;
    }
  }
}

/** How many of the remote's files the page preloads. */
function preloadCount(remote: RemoteName): number {
  const manifest = manifests[remote];
  if (!manifest) return 0;
  const folder = new URL('.', new URL(manifest, window.location.href)).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].filter((link) =>
    link.href.startsWith(folder),
  ).length;
}

/**
 * Starts fetching a remote's entry and an exposed module as soon as a route is known to need it, but not the
 * stylesheets the server's page holds already: preloaded again, each would be fetched for nothing.
 */
export function preloadRemoteModule<R extends RemoteName>(remote: R, module: ExposedModule<R>): void {
  ensureRemotesRegistered()
    .then(() =>
      preloadRemote([
        { nameOrAlias: remote, exposes: [`./${module}`], filter: (url) => !isServerStylesheet(document, url) },
      ]),
    )
    .catch(() => undefined);
}
