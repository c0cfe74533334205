import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Logger } from '@nestjs/common';
import { loggedAddress, type RemoteHealthCount, type RemoteName } from '@site/contracts';
import { etagOf } from '@site/service-kit';
import { LRUCache } from 'lru-cache';
import type { GatewayConfig } from '../../config.js';
import type { RemoteManifest } from '../static/remotes-manifest.js';
import { PageTemplate } from './page-template.js';
import { RenderClient, type RenderAnswer } from './render-client.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A cached page is rendered again at most this often, so a change to its content shows within it. */
export const REVALIDATE_MS = 1_000;

/**
 * Brotli's quality for a page, compressed each time it is rendered: 5 takes about 10 ms for a 100 KB page and is 2 %
 * larger than 9, which takes about 100 ms.
 */
const BROTLI_QUALITY = 5;

export interface ComposedPage {
  status: number;
  /** A strong validator of the HTML, for browsers' revalidation. */
  etag: string;
  html: Buffer;
  /** Compressed once when rendered; absent for the static shell. */
  encoded?: { br: Buffer; gzip: Buffer };
}

interface CachedPage extends ComposedPage {
  checkedAt: number;
}

export interface FirstHtmlDeps {
  render: Pick<RenderClient, 'render'>;
  /** The shell's own `index.html`: the page the app draws by itself when the renderer cannot. */
  template: Pick<PageTemplate, 'read'>;
  log: (error: unknown, message: string) => void;
  /** Counts each render toward the health of the remote releases it drew, as a browser's report counts. */
  report?: (counts: RemoteHealthCount[]) => Promise<void>;
  now?: () => number;
}

/**
 * The first HTML of every page, from the render process, which draws it from the screens themselves. Rendered pages
 * are kept (bounded by count and bytes), compressed once, and rendered again at most once a second. When the
 * renderer is down or slow, a page seen before keeps its last HTML and a new one gets the static shell, which the
 * app then draws in the browser: never a 5xx for a page.
 */
export class FirstHtml {
  private readonly cache = new LRUCache<string, CachedPage>({
    max: 2_000,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (page) =>
      page.html.length + (page.encoded ? page.encoded.br.length + page.encoded.gzip.length : 0),
  });
  /** One render per address at a time; concurrent requests wait for it. */
  private readonly pending = new Map<string, Promise<ComposedPage>>();
  private readonly now: () => number;

  constructor(private readonly deps: FirstHtmlDeps) {
    this.now = deps.now ?? Date.now;
  }

  /**
   * `address` is the path and query string as the browser sent them; `known` says whether a route matches it;
   * `remotes` is `/remotes.json` as this visitor gets it. A canary's visitors and the rest get pages of their own.
   */
  async page(address: string, { known, remotes }: { known: boolean; remotes: RemoteManifest }): Promise<ComposedPage> {
    const key = `${address}\n${JSON.stringify(remotes)}`;
    const cached = known ? this.cache.get(key) : undefined;
    if (cached && this.now() - cached.checkedAt < REVALIDATE_MS) return cached;
    let pending = this.pending.get(key);
    if (!pending) {
      pending = this.refresh({ key, address, remotes }, known, cached).finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  private async refresh(
    { key, address, remotes }: { key: string; address: string; remotes: RemoteManifest },
    known: boolean,
    cached: CachedPage | undefined,
  ): Promise<ComposedPage> {
    let answer: RenderAnswer;
    try {
      answer = await this.deps.render.render(address, remotes);
    } catch (error) {
      this.deps.log(
        error,
        `no rendered page for ${loggedAddress(address)}; ${cached ? 'kept the last one' : 'sent the static shell'}`,
      );
      if (cached) {
        const kept = { ...cached, checkedAt: this.now() };
        this.cache.set(key, kept);
        return kept;
      }
      return this.staticShell(known ? 200 : 404);
    }
    this.reportHealth(answer, remotes);
    const etag = etagOf(answer.html);
    if (cached && cached.etag === etag && cached.status === answer.status) {
      const kept = { ...cached, checkedAt: this.now() };
      this.cache.set(key, kept);
      return kept;
    }
    const html = Buffer.from(answer.html);
    const [br, gzipped] = await Promise.all([
      brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
      gzipAsync(html, { level: 9 }),
    ]);
    const page: CachedPage = {
      status: answer.status,
      etag,
      html,
      encoded: { br, gzip: gzipped },
      checkedAt: this.now(),
    };
    // Addresses no route knows are answered, never kept: there is no end to them.
    if (known) this.cache.set(key, page);
    return page;
  }

  /** One view of each remote the page drew, with an error for each whose area failed; never delays the page. */
  private reportHealth(answer: RenderAnswer, remotes: RemoteManifest) {
    const counts: RemoteHealthCount[] = (answer.remotes?.drawn ?? [])
      .filter((remote) => remotes[remote])
      .map((remote) => ({
        remote: remote as RemoteName,
        manifestUrl: remotes[remote],
        views: 1,
        errors: answer.remotes?.failed.includes(remote) ? 1 : 0,
      }));
    if (counts.length > 0 && this.deps.report) {
      this.deps.report(counts).catch((error: unknown) => this.deps.log(error, 'a render was not counted'));
    }
  }

  private async staticShell(status: number): Promise<ComposedPage> {
    const { text } = await this.deps.template.read();
    return { status, etag: etagOf(text), html: Buffer.from(text) };
  }
}

/** The gateway's one `FirstHtml`, over the render process and the shell's build, counting renders by `report`. */
export function createFirstHtml(config: GatewayConfig, report: FirstHtmlDeps['report']): FirstHtml {
  const logger = new Logger('FirstHtml');
  return new FirstHtml({
    render: new RenderClient(config),
    report,
    template: new PageTemplate(config.shellDir),
    log: (error, message) => logger.warn(`${message}: ${error instanceof Error ? error.message : String(error)}`),
  });
}
