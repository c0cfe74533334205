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

/** Stylesheets up to this size go into the page itself: one round trip less before the first paint. */
export const INLINE_CSS_MAX_BYTES = 32 * 1024;

/** The address of a file of the remote, as the page refers to it (the site's own paths without the origin). */
function addressesIn(manifest: FederationManifest, manifestUrl: string) {
  const manifestHref = new URL(manifestUrl, `${OWN_ORIGIN}/`);
  // `auto` (the build's default) means next to the manifest.
  const publicPath = manifest.metaData.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestHref) : manifestHref;
  return (file: string) => {
    const url = new URL(file, base);
    return url.origin === OWN_ORIGIN ? `${url.pathname}${url.search}` : url.href;
  };
}

const appModule = (manifest: FederationManifest) =>
  manifest.exposes.find((expose) => expose.name === 'App' || expose.path === './App');

/** The addresses of the stylesheets the remote's `App` module needs before it draws. */
export function appStylesheets(manifest: FederationManifest, manifestUrl: string): string[] {
  const address = addressesIn(manifest, manifestUrl);
  return (appModule(manifest)?.assets.css.sync ?? []).map(address);
}

/**
 * The preload and style tags for a remote's entry and its `App` module, from its manifest. Styles are
 * applied at once rather than only preloaded: the page's main HTML is drawn with them, and would move
 * when they arrived. Those in `inline` (address → text) go into the page; the rest are linked. The
 * remote's CSS loader finds either by its address (`href`, or `data-href`) and adds no other.
 */
export function preloadTagsFrom(
  manifest: FederationManifest,
  manifestUrl: string,
  inline: ReadonlyMap<string, string> = new Map(),
): string {
  const href = (file: string) => escapeHtml(addressesIn(manifest, manifestUrl)(file));
  const { remoteEntry } = manifest.metaData;
  // A module entry is preloaded as a module; the default (global) entry and webpack chunks are classic scripts.
  const scriptRel = remoteEntry.type === 'module' ? 'rel="modulepreload"' : 'rel="preload" as="script"';
  const tags = [`<link ${scriptRel} href="${href(`${remoteEntry.path}${remoteEntry.name}`)}">`];
  for (const file of appModule(manifest)?.assets.js.sync ?? []) {
    tags.push(`<link rel="preload" as="script" href="${href(file)}">`);
  }
  for (const address of appStylesheets(manifest, manifestUrl)) {
    const css = inline.get(address);
    tags.push(
      css === undefined
        ? `<link rel="stylesheet" href="${escapeHtml(address)}">`
        : `<style data-href="${escapeHtml(address)}">${css}</style>`,
    );
  }
  return tags.join('\n');
}

/** A stylesheet's text is safe inside `<style>` unless it could end the element early. */
const inlinable = (css: string) => Buffer.byteLength(css) <= INLINE_CSS_MAX_BYTES && !/<\/style/i.test(css);

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
    const manifest = await this.read(manifestUrl)
      .then((text) => JSON.parse(text) as unknown)
      .catch(() => null);
    const tags = isFederationManifest(manifest)
      ? preloadTagsFrom(manifest, manifestUrl, await this.inlineStyles(appStylesheets(manifest, manifestUrl)))
      : '';
    this.cache.set(manifestUrl, tags);
    return tags;
  }

  /** The small stylesheets' text by address; one that cannot be read is linked instead. */
  private async inlineStyles(addresses: string[]): Promise<Map<string, string>> {
    const read = await Promise.all(
      addresses.map((address) =>
        this.read(address).then(
          (css) => [address, css] as const,
          () => null,
        ),
      ),
    );
    return new Map(read.filter((entry): entry is readonly [string, string] => entry !== null && inlinable(entry[1])));
  }

  /** A file of a remote this gateway serves from its build, any other over HTTP. */
  private async read(url: string): Promise<string> {
    const local = url.match(/^\/remotes\/([\w-]+)\/([\w.-]+)$/);
    if (local) return readFile(path.join(this.config.remotesDir, local[1], 'dist', local[2]), 'utf8');
    const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  }
}
