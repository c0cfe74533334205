import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml, type RouteId, type RouteOwner } from '@site/contracts';
import { LRUCache } from 'lru-cache';
import { request } from 'undici';
import type { GatewayConfig } from '../../config.js';
import type { RemoteManifest, RemotesManifest } from '../static/remotes-manifest.js';

/** A remote's page as its build rendered it, ready for the page's main area. */
export interface RemotePage {
  html: string;
  /** Changes whenever the page or the remote's address does. */
  version: string;
}

/** `pages/index.json` as a remote's build writes it (see `@site/build`'s pages plugin). */
interface PagesIndex {
  /** Stands for the remote's public path in the pages' asset URLs. */
  publicPath: string;
  pages: Partial<Record<string, { file: string; hash: string }>>;
}

/** Stands in for this site's origin while resolving the site's own paths; stripped again from the result. */
const OWN_ORIGIN = 'http://gateway.invalid';

/** A slow remote host must not hold a page's first HTML longer than this; the page then has no main text. */
const FETCH_TIMEOUT_MS = 2_000;

const PAGE_FILE = /^[\w-]+\.html$/;

function isPagesIndex(value: unknown): value is PagesIndex {
  const index = value as PagesIndex | null;
  return (
    typeof index?.publicPath === 'string' &&
    typeof index.pages === 'object' &&
    index.pages !== null &&
    Object.values(index.pages).every(
      (entry) => typeof entry?.file === 'string' && PAGE_FILE.test(entry.file) && typeof entry.hash === 'string',
    )
  );
}

/** The content hash the build lists for a page, so a copy from a stale cache on the way is never used. */
export function pageHash(html: string): string {
  return createHash('sha256').update(html).digest('base64url').slice(0, 16);
}

/** Not found: the remote prerenders no pages, which is no failure. */
class Missing extends Error {}

/** Where the shell's own build keeps its prerendered pages, as this gateway serves them. */
const SHELL_PAGES_INDEX = `${OWN_ORIGIN}/pages/index.json`;

/**
 * The pages an app's build rendered: the shell's from its `dist/pages/`, a remote's from `pages/index.json`
 * next to its `mf-manifest.json`, as `/remotes.json` names it (from disk for a remote this gateway serves, else over HTTP). The index is read again at most once
 * per `revalidateMs`, as the pages themselves are; a page's file is kept for as long as its hash stays the
 * same. Anything unreadable means "no main text", never an error.
 */
export class RemotePages {
  private readonly indexes: LRUCache<string, { index: PagesIndex | null }>;
  private readonly files = new LRUCache<string, string>({
    max: 256,
    maxSize: 16 * 1024 * 1024,
    sizeCalculation: (html) => html.length || 1,
    fetchMethod: (key) => {
      const [url, hash] = key.split('\n');
      return this.read(url).then((html) => {
        if (pageHash(html) !== hash) throw new Error(`${url} does not have the content its index lists`);
        return html;
      });
    },
  });

  constructor(
    private readonly config: Pick<GatewayConfig, 'remotesDir' | 'shellDir'>,
    private readonly remotes: RemotesManifest,
    revalidateMs: number,
    private readonly log: (error: unknown, message: string) => void,
  ) {
    this.indexes = new LRUCache({
      max: 32,
      ttl: revalidateMs,
      fetchMethod: async (url) => {
        try {
          const index: unknown = JSON.parse(await this.read(url));
          if (!isPagesIndex(index)) throw new Error(`${url} is not a pages index`);
          return { index };
        } catch (error) {
          if (!(error instanceof Missing)) this.log(error, `no prerendered pages from ${url}`);
          return { index: null };
        }
      },
    });
  }

  /** The page the app `owner` prerendered for `routeId`, or null. */
  async pageFor(owner: RouteOwner, routeId: RouteId): Promise<RemotePage | null> {
    const indexUrl = await this.indexUrlOf(owner);
    if (!indexUrl) return null;
    const index = (await this.indexes.fetch(indexUrl))?.index;
    const entry = index?.pages[routeId];
    if (!index || !entry) return null;
    // The hash in the address gets past any cache that still holds an older build's file.
    const fileUrl = new URL(`${entry.file}?v=${encodeURIComponent(entry.hash)}`, indexUrl).href;
    try {
      const html = await this.files.fetch(`${fileUrl}\n${entry.hash}`);
      if (html === undefined) return null;
      const assets = new URL('..', indexUrl);
      const publicPath = assets.origin === OWN_ORIGIN ? assets.pathname : assets.href;
      return {
        html: index.publicPath ? html.replaceAll(index.publicPath, escapeHtml(publicPath)) : html,
        version: `${fileUrl} ${publicPath}`,
      };
    } catch (error) {
      this.log(error, `no prerendered ${routeId} page from ${fileUrl}`);
      return null;
    }
  }

  private async indexUrlOf(owner: RouteOwner): Promise<string | null> {
    if (owner === 'shell') return SHELL_PAGES_INDEX;
    const manifestUrl = (await this.remotes.read().catch((): RemoteManifest => ({})))[owner];
    return manifestUrl ? new URL('pages/index.json', new URL(manifestUrl, `${OWN_ORIGIN}/`)).href : null;
  }

  /** A file of the shell's or the site's own remotes from disk (their builds' `dist/`), any other over HTTP. */
  private async read(url: string): Promise<string> {
    const { origin, pathname } = new URL(url);
    const remote = origin === OWN_ORIGIN && pathname.match(/^\/remotes\/([\w-]+)\/((?:[\w-]+\/)*[\w.-]+)$/);
    const shell = origin === OWN_ORIGIN && pathname.match(/^\/(pages\/[\w.-]+)$/);
    const file = remote
      ? path.join(this.config.remotesDir, remote[1], 'dist', remote[2])
      : shell && path.join(this.config.shellDir, shell[1]);
    if (file) {
      return readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new Missing(url) : error;
      });
    }
    if (origin === OWN_ORIGIN) throw new Missing(url);
    const response = await request(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (response.statusCode !== 200) {
      await response.body.dump();
      if (response.statusCode === 404) throw new Missing(url);
      throw new Error(`${url} answered ${response.statusCode}`);
    }
    return response.body.text();
  }
}
