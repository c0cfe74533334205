import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  SESSION_USER_QUERY_KEY,
  defaultPageHead,
  hasStaticHead,
  notFoundPageHead,
  staticPageHead,
  type PageDocument,
  type RouteOwner,
  type SiteRoute,
} from '@site/contracts';
import { Logger } from '@nestjs/common';
import { etagOf } from '@site/service-kit';
import { LRUCache } from 'lru-cache';
import type { GatewayConfig, ServiceName } from '../../config.js';
import type { Upstreams } from '../proxy/upstreams.js';
import type { RemotesManifest } from '../static/remotes-manifest.js';
import { composePage } from './compose-page.js';
import { PageDocuments } from './page-documents.js';
import { PageTemplate } from './page-template.js';
import { RemotePages, type RemotePage } from './remote-pages.js';
import { RemotePreloads } from './remote-preloads.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A cached page is asked about again at most this often, so a change to its content shows within it. */
export const REVALIDATE_MS = 1_000;

/** The services that describe the pages of each app; the other apps' pages have a head from the static table. */
const PAGE_SERVICE: Partial<Record<RouteOwner, ServiceName>> = {
  content: 'content',
  library: 'content',
  learn: 'learn',
};

export interface ComposedPage {
  status: 200 | 404;
  /** A strong validator of the HTML, for browsers' revalidation. */
  etag: string;
  html: Buffer;
  /** Compressed once when composed; absent for pages composed per request. */
  encoded?: { br: Buffer; gzip: Buffer };
}

interface CachedPage extends ComposedPage {
  /** What the page was composed from: composed again only when it changes. */
  composedFrom: string;
  document: PageDocument;
  /** The service's validator of the document; null when the document is not the service's. */
  documentEtag: string | null;
  checkedAt: number;
}

export interface FirstHtmlDeps {
  config: Pick<GatewayConfig, 'siteUrl'>;
  documents: Pick<PageDocuments, keyof PageDocuments>;
  template: Pick<PageTemplate, keyof PageTemplate>;
  preloads: Pick<RemotePreloads, keyof RemotePreloads>;
  /** The main HTML of pages whose service sends none: what the owning remote's build rendered. */
  remotePages: Pick<RemotePages, keyof RemotePages>;
  log: (error: unknown, message: string) => void;
  now?: () => number;
}

/**
 * The first HTML of every page: the shell's `index.html` with the page's head, main HTML and data
 * from the service that knows the page (the main HTML from the owning remote's build when the
 * service sends none). Composed pages are kept (bounded by count and bytes) and
 * compressed once, and revalidated against the service with its ETag at most once a second.
 */
export class FirstHtml {
  private readonly cache = new LRUCache<string, CachedPage>({
    max: 2_000,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (page) =>
      page.html.length + (page.encoded ? page.encoded.br.length + page.encoded.gzip.length : 0),
  });
  /** One revalidation per path at a time; concurrent requests wait for it. */
  private readonly pending = new Map<string, Promise<CachedPage>>();
  private readonly now: () => number;

  constructor(private readonly deps: FirstHtmlDeps) {
    this.now = deps.now ?? Date.now;
  }

  /**
   * `address` is the path and query string as the browser sent them (the service reads filters and pages
   * from the query), `route` the route its decoded path matched. A visitor (no one signed in to the
   * request's session) gets a variant that already answers "no one is signed in", so the header draws its Login button
   * at once; anyone else's app asks the gateway who they are.
   */
  async page(address: string, route: SiteRoute, { visitor }: { visitor: boolean }): Promise<ComposedPage> {
    const key = `${visitor ? 'visitor' : 'session'} ${address}`;
    const cached = this.cache.get(key);
    if (cached && this.now() - cached.checkedAt < REVALIDATE_MS) return cached;
    let pending = this.pending.get(key);
    if (!pending) {
      pending = this.refresh(key, address, route, visitor, cached).finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  /** A path no route matches: the frame with a not-found head, composed per request and never kept. */
  async notFound(path: string): Promise<ComposedPage> {
    const template = await this.deps.template.read();
    const html = composePage(template.text, {
      document: { head: notFoundPageHead(path) },
      preloads: '',
      siteUrl: this.deps.config.siteUrl,
    });
    return { status: 404, etag: etagOf(html), html: Buffer.from(html) };
  }

  private async refresh(
    key: string,
    address: string,
    route: SiteRoute,
    visitor: boolean,
    cached: CachedPage | undefined,
  ): Promise<CachedPage> {
    const [{ document, documentEtag }, template, preloads, remotePage] = await Promise.all([
      this.documentFor(address, route, cached),
      this.deps.template.read(),
      this.preloadsFor(route),
      this.remotePageFor(route),
    ]);
    const main = document.status === 200 && !document.mainHtml ? remotePage : null;
    const composedFrom = `${template.version}\n${documentEtag ?? ''}\n${preloads}\n${main?.version ?? ''}`;
    const checkedAt = this.now();
    // Unchanged (a document without a validator never counts as unchanged): keep the composed bytes.
    if (cached && documentEtag !== null && cached.composedFrom === composedFrom) {
      const page = { ...cached, checkedAt };
      this.cache.set(key, page);
      return page;
    }
    const data = visitor
      ? [...(document.data ?? []), { queryKey: SESSION_USER_QUERY_KEY, data: null }]
      : document.data?.filter((entry) => !entry.personal);
    const html = composePage(template.text, {
      document: { ...document, data, ...(main ? { mainHtml: main.html } : {}) },
      preloads,
      siteUrl: this.deps.config.siteUrl,
    });
    const bytes = Buffer.from(html);
    const [br, gzipped] = await Promise.all([
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    const page: CachedPage = {
      status: document.status,
      etag: etagOf(html),
      html: bytes,
      encoded: { br, gzip: gzipped },
      composedFrom,
      document,
      documentEtag,
      checkedAt,
    };
    this.cache.set(key, page);
    return page;
  }

  private async documentFor(
    address: string,
    route: SiteRoute,
    cached: CachedPage | undefined,
  ): Promise<{ document: PageDocument; documentEtag: string | null }> {
    const { siteUrl } = this.deps.config;
    const path = address.split('?')[0];
    if (hasStaticHead(route.id)) {
      return { document: { status: 200, head: staticPageHead(route.id, path, siteUrl) }, documentEtag: 'static' };
    }
    const service = PAGE_SERVICE[route.owner];
    if (!service) return { document: { status: 200, head: defaultPageHead(path) }, documentEtag: null };
    try {
      const answer = await this.deps.documents.fetch(service, address, cached?.documentEtag ?? null);
      if (!answer.changed && cached) return { document: cached.document, documentEtag: cached.documentEtag };
      if (answer.changed) return { document: answer.document, documentEtag: answer.etag };
      throw new Error(`${service} answered 304 to a request without a validator`);
    } catch (error) {
      // A page seen before keeps its last document; a new one still answers with its frame, and only its
      // area fails later in the browser. The next revalidation asks the service again.
      this.deps.log(error, `no page document for ${path}`);
      if (cached) return { document: cached.document, documentEtag: cached.documentEtag };
      return { document: { status: 200, head: defaultPageHead(path) }, documentEtag: null };
    }
  }

  private async preloadsFor(route: SiteRoute): Promise<string> {
    // The admin remote is never fetched for anyone but the administrator.
    if (route.owner === 'shell' || route.guard === 'admin') return '';
    return this.deps.preloads.tagsFor(route.owner);
  }

  /** Guarded pages show a reader's own data, which a build never renders. */
  private async remotePageFor(route: SiteRoute): Promise<RemotePage | null> {
    if (route.guard) return null;
    return this.deps.remotePages.pageFor(route.owner, route.id);
  }
}

/** The gateway's one `FirstHtml`, over its service pools, the shell's build and `/remotes.json`. */
export function createFirstHtml(config: GatewayConfig, manifest: RemotesManifest, upstreams: Upstreams): FirstHtml {
  const logger = new Logger('FirstHtml');
  const log = (error: unknown, message: string) =>
    logger.warn(`${message}: ${error instanceof Error ? error.message : String(error)}`);
  return new FirstHtml({
    config,
    documents: new PageDocuments(upstreams),
    template: new PageTemplate(config.shellDir),
    preloads: new RemotePreloads(config, manifest),
    remotePages: new RemotePages(config, manifest, REVALIDATE_MS, log),
    log,
  });
}
