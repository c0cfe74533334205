import { DRAWN_REMOTES_HEADER, FAILED_REMOTES_HEADER, REMOTES_HEADER } from '@site/contracts';
import type { RemoteManifest } from '../static/remotes-manifest.js';

export interface RenderAnswer {
  status: number;
  html: string;
  /** The remotes the page drew areas of, and those whose areas failed. */
  remotes?: { drawn: string[]; failed: string[] };
}

const listIn = (header: string | null) => (header ? header.split(',').filter(Boolean) : []);

/**
 * The render process (`services/render`): the whole HTML of a page, drawn from the screens. It is told where the
 * remotes are, so the page's first HTML and the browser load the same builds.
 */
export class RenderClient {
  constructor(private readonly config: { renderUrl: string; renderTimeoutMs: number }) {}

  async render(address: string, remotes: RemoteManifest): Promise<RenderAnswer> {
    const url = `${this.config.renderUrl}/page?address=${encodeURIComponent(address)}`;
    const response = await fetch(url, {
      headers: { [REMOTES_HEADER]: JSON.stringify(remotes) },
      signal: AbortSignal.timeout(this.config.renderTimeoutMs),
    });
    const html = await response.text();
    // 200 and 404 are pages (a 404 is the not-found screen); anything else is the renderer failing.
    if (response.status !== 200 && response.status !== 404) {
      throw new Error(`the renderer answered ${response.status}`);
    }
    return {
      status: response.status,
      html,
      remotes: {
        drawn: listIn(response.headers.get(DRAWN_REMOTES_HEADER)),
        failed: listIn(response.headers.get(FAILED_REMOTES_HEADER)),
      },
    };
  }
}
