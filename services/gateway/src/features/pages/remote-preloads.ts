import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@site/contracts';
import { escapeHtml } from '@site/contracts';
import { LRUCache } from 'lru-cache';
import type { GatewayConfig } from '../../config.js';
import type { RemoteManifest, RemotesManifest } from '../static/remotes-manifest.js';

/** The parts of a Module Federation `mf-manifest.json` the preloads need. */
interface FederationManifest {
  metaData: { publicPath?: string; remoteEntry: { name: string; path: string; type: string } };
  exposes: { name: string; path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/** Stands in for this site's origin while resolving the site's own paths; stripped again from the result. */
const OWN_ORIGIN = 'http://gateway.invalid';

const MANIFEST_TIMEOUT_MS = 2_000;

/**
 * A remote's manifest is read again after this: a new build of the remote changes its preloads that
 * much later, while the app itself follows `/remotes.json` at once.
 */
const MANIFEST_TTL_MS = 5_000;

function isFederationManifest(value: unknown): value is FederationManifest {
  const manifest = value as FederationManifest | null;
  return typeof manifest?.metaData?.remoteEntry?.name === 'string' && Array.isArray(manifest.exposes);
}

/** The preload and stylesheet links for a remote's entry and its `App` module, from its manifest. */
export function preloadTagsFrom(manifest: FederationManifest, manifestUrl: string): string {
  const manifestHref = new URL(manifestUrl, `${OWN_ORIGIN}/`);
  // `auto` (the build's default) means next to the manifest.
  const publicPath = manifest.metaData.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestHref) : manifestHref;
  const href = (file: string) => {
    const url = new URL(file, base);
    return escapeHtml(url.origin === OWN_ORIGIN ? `${url.pathname}${url.search}` : url.href);
  };
  const { remoteEntry } = manifest.metaData;
  // A module entry is preloaded as a module; the default (global) entry and webpack chunks are classic scripts.
  const scriptRel = remoteEntry.type === 'module' ? 'rel="modulepreload"' : 'rel="preload" as="script"';
  const app = manifest.exposes.find((expose) => expose.name === 'App' || expose.path === './App');
  const tags = [`<link ${scriptRel} href="${href(`${remoteEntry.path}${remoteEntry.name}`)}">`];
  for (const file of app?.assets.js.sync ?? []) tags.push(`<link rel="preload" as="script" href="${href(file)}">`);
  // Applied at once rather than only preloaded: the page's main HTML is drawn with the remote's styles, and
  // would move when they arrived. The remote's CSS loader finds these links by their address and adds no other.
  for (const file of app?.assets.css.sync ?? []) tags.push(`<link rel="stylesheet" href="${href(file)}">`);
  return tags.join('\n');
}

/**
 * Preloads for the remote that draws a page, read from that remote's `mf-manifest.json` as `/remotes.json`
 * names it: from disk for a remote this gateway serves, else over HTTP. A remote it cannot read gets no
 * preloads; the app still loads it.
 */
export class RemotePreloads {
  private readonly cache = new LRUCache<string, string>({ max: 32, ttl: MANIFEST_TTL_MS });

  constructor(
    private readonly config: Pick<GatewayConfig, 'remotesDir'>,
    private readonly remotes: RemotesManifest,
  ) {}

  async tagsFor(remote: RemoteName): Promise<string> {
    const manifestUrl = (await this.remotes.read().catch((): RemoteManifest => ({})))[remote];
    if (!manifestUrl) return '';
    const cached = this.cache.get(manifestUrl);
    if (cached !== undefined) return cached;
    const manifest = await this.readManifest(manifestUrl).catch(() => null);
    const tags = isFederationManifest(manifest) ? preloadTagsFrom(manifest, manifestUrl) : '';
    this.cache.set(manifestUrl, tags);
    return tags;
  }

  private async readManifest(manifestUrl: string): Promise<unknown> {
    const local = manifestUrl.match(/^\/remotes\/([\w-]+)\/([\w.-]+)$/);
    if (local) {
      return JSON.parse(await readFile(path.join(this.config.remotesDir, local[1], 'dist', local[2]), 'utf8'));
    }
    const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
    return response.json();
  }
}
