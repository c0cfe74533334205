import { createHash } from 'node:crypto';
import { serverEntryOf } from '@site/build/server-entry';
import type { ModuleAssets, RemoteAssetMap } from '@site/contracts';
import { LRUCache } from 'lru-cache';
import { pageStyle } from './page-styles.js';

/** The parts of a Module Federation `mf-manifest.json` a page's head needs. */
interface FederationManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path: string } };
  exposes: {
    name: string;
    path: string;
    assets: { js: { sync: string[] }; css: { sync: string[]; async?: string[] } };
  }[];
}

export interface RemoteFilesForPage {
  serverEntries: Record<string, string>;
  remoteAssets: RemoteAssetMap;
}

const MANIFEST_TIMEOUT_MS = 2_000;

/** A remote's manifest is read again after this; the server entry itself follows `/remotes.json` at once. */
const MANIFEST_TTL_MS = 5_000;

function isFederationManifest(value: unknown): value is FederationManifest {
  const manifest = value as FederationManifest | null;
  return typeof manifest?.metaData?.remoteEntry?.name === 'string' && Array.isArray(manifest.exposes);
}

/**
 * The browser's address of each file of a remote: root-relative when `/remotes.json` names the remote by a path of
 * this site, absolute when it lives elsewhere. `auto`, the build's default public path, means beside the manifest.
 */
function addressesIn(manifest: FederationManifest, pointer: string, siteOrigin: string) {
  const manifestUrl = new URL(pointer, siteOrigin);
  const publicPath = manifest.metaData.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : manifestUrl;
  return (file: string) => {
    const url = new URL(file, base);
    return url.origin === siteOrigin ? `${url.pathname}${url.search}` : url.href;
  };
}

/**
 * Each exposed module's first scripts and stylesheets, as the browser addresses them, with the stylesheets' text
 * where `styleText` has it. `App` takes its lazy screens' stylesheets too: the server draws whichever screen the
 * address asks for, and styles arriving after the first paint would move its text.
 */
export function assetsFrom(
  manifest: FederationManifest,
  pointer: string,
  siteOrigin: string,
  styleText: (href: string) => string | null = () => null,
) {
  const address = addressesIn(manifest, pointer, siteOrigin);
  const { remoteEntry } = manifest.metaData;
  const modules: Record<string, ModuleAssets> = {};
  for (const expose of manifest.exposes) {
    const name = expose.name.replace(/^\.\//, '');
    const css = [...expose.assets.css.sync, ...(name === 'App' ? (expose.assets.css.async ?? []) : [])].map(address);
    modules[name] = {
      js: expose.assets.js.sync.map(address),
      css: [...new Set(css)].map((href) => pageStyle(href, styleText(href))),
    };
  }
  return { entry: address(`${remoteEntry.path}${remoteEntry.name}`), modules };
}

/** A manifest as read: its parts (null when it could not be read) and a fingerprint of its text. */
interface ReadManifest {
  parsed: FederationManifest | null;
  fingerprint: string | null;
}

function readManifest(text: string | null): ReadManifest {
  if (text === null) return { parsed: null, fingerprint: null };
  const fingerprint = createHash('sha256').update(text).digest('hex').slice(0, 16);
  try {
    const parsed = JSON.parse(text) as unknown;
    return { parsed: isFederationManifest(parsed) ? parsed : null, fingerprint };
  } catch {
    return { parsed: null, fingerprint };
  }
}

/** What a page needs of one remote: its server entry, and its browser files when its manifest could be read. */
interface RemoteForPage {
  serverEntry: string;
  assets: RemoteAssetMap[string];
}

/**
 * Where each remote of `/remotes.json` has its server entry and its browser files. A remote whose manifest cannot be
 * read still gets its server entry (its area is drawn without preloads); one whose entry fails to load falls back in
 * its own area only. Each remote is read once per `manifestTtlMs`, for every page and every render meanwhile.
 */
export class RemoteFiles {
  private readonly remotes: LRUCache<string, Promise<RemoteForPage>>;
  private readonly siteOrigin: string;

  constructor(gatewayUrl: string, manifestTtlMs = MANIFEST_TTL_MS) {
    this.siteOrigin = new URL(gatewayUrl).origin;
    this.remotes = new LRUCache({ max: 64, ttl: manifestTtlMs });
  }

  async forPage(remotes: Record<string, string>): Promise<RemoteFilesForPage> {
    const read = await Promise.all(
      Object.entries(remotes).map(async ([name, pointer]) => {
        let remote = this.remotes.get(pointer);
        if (!remote) {
          remote = this.read(pointer);
          this.remotes.set(pointer, remote);
        }
        return [name, await remote] as const;
      }),
    );
    // In the order of /remotes.json, whichever was read first: the same remotes give the same map every page.
    const serverEntries: Record<string, string> = {};
    const remoteAssets: RemoteAssetMap = {};
    for (const [name, { serverEntry, assets }] of read) {
      serverEntries[name] = serverEntry;
      if (assets) remoteAssets[name] = assets;
    }
    return { serverEntries, remoteAssets };
  }

  private async read(pointer: string): Promise<RemoteForPage> {
    const manifestUrl = new URL(pointer, this.siteOrigin);
    const manifest = readManifest(await this.text(manifestUrl.href));
    // A build put where the last one was (the same address, new files) is a new entry too: the manifest's
    // fingerprint in the address makes the federation runtime load it rather than keep the old one.
    const entry = new URL(serverEntryOf(manifestUrl));
    if (manifest.fingerprint) entry.searchParams.set('build', manifest.fingerprint);
    if (!manifest.parsed) return { serverEntry: entry.href, assets: undefined };
    const hrefs = Object.values(assetsFrom(manifest.parsed, pointer, this.siteOrigin).modules).flatMap((module) =>
      module.css.map((style) => style.href),
    );
    const texts = new Map(
      await Promise.all(
        [...new Set(hrefs)].map(async (href) => [href, await this.text(new URL(href, this.siteOrigin).href)] as const),
      ),
    );
    const assets = assetsFrom(manifest.parsed, pointer, this.siteOrigin, (href) => texts.get(href) ?? null);
    return { serverEntry: entry.href, assets };
  }

  /** A file's text; null when it cannot be read. */
  private async text(url: string): Promise<string | null> {
    return fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) })
      .then((response) => (response.ok ? response.text() : null))
      .catch(() => null);
  }
}
