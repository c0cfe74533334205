import { loadRemote, preloadRemote, registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ExposedModule, RemoteName } from '@site/contracts';
import { sharedVersionWarning } from './shared-version-warning';

export type { RemoteName };

/** `/remotes.json`: where each remote's `mf-manifest.json` lives, read at start, never built in. */
export type RemoteManifest = Partial<Record<RemoteName, string>>;

let registered: Promise<void> | null = null;

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
      registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry: entry as string })));
    },
    (error: unknown) => {
      registered = null;
      throw error;
    },
  );
  return registered;
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

/** Starts fetching a remote's entry and an exposed module as soon as a route is known to need it. */
export function preloadRemoteModule<R extends RemoteName>(remote: R, module: ExposedModule<R>): void {
  ensureRemotesRegistered()
    .then(() => preloadRemote([{ nameOrAlias: remote, exposes: [`./${module}`] }]))
    .catch(() => undefined);
}
